import { registerWords } from '.';
import { enDays } from './en-days';

/**
 * The business day's words (issue 34), added when its chunks load (they import this module): the dashboard's
 * frame and the counter's first visit carry none of them, as the audit screens' (ADR 0167).
 */
registerWords({ en: enDays, bn: () => import('./bn-days').then((words) => words.bnDays) });
