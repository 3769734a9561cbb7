import { registerWords } from '.';
import { enSuppliers } from './en-suppliers';

/**
 * The suppliers' words (issue 35), added when their chunks load (they import this module): the dashboard's frame
 * and the counter carry none of them, as the day's and the audit screens' (ADR 0167).
 */
registerWords({ en: enSuppliers, bn: () => import('./bn-suppliers').then((words) => words.bnSuppliers) });
