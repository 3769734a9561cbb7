import { i18n, type Language } from '.';
import { enAudit } from './en-audit';

/**
 * The audit screens' words, added when their chunk loads (it imports this module): the dashboard's frame, and so
 * the counter's first visit, carries none of them (ADR 0167).
 */
const AUDIT_WORDS = { en: enAudit } satisfies Record<Language, object>;

for (const [language, words] of Object.entries(AUDIT_WORDS))
  i18n.addResourceBundle(language, 'translation', words, true, true);
