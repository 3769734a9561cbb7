import { registerWords } from '.';
import { enAudit } from './en-audit';

/**
 * The audit screens' words, added when their chunk loads (it imports this module): the dashboard's frame, and so
 * the counter's first visit, carries none of them (ADR 0167).
 */
registerWords({ en: enAudit, bn: () => import('./bn-audit').then((words) => words.bnAudit) });
