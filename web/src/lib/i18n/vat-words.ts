import { registerWords } from '.';
import { enVat } from './en-vat';

/**
 * The VAT screens' words (issue 34), added when their chunks load (they import this module): the dashboard's
 * frame and the counter's first visit carry none of them, as the day's and the audit screens' (ADR 0167).
 */
registerWords({ en: enVat, bn: () => import('./bn-vat').then((words) => words.bnVat) });
