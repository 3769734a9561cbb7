import { registerWords } from '.';
import { enAccounts } from './en-accounts';

/**
 * Customer accounts' words (issue 35), added when their chunks load (they import this module): the counter's
 * and the dashboard's first downloads carry none of them, as the days' (ADR 0167).
 */
registerWords({ en: enAccounts, bn: () => import('./bn-accounts').then((words) => words.bnAccounts) });
