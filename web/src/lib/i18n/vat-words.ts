import { i18n, type Language } from '.';
import { enVat } from './en-vat';

/**
 * The VAT screens' words (issue 34), added when their chunks load (they import this module): the dashboard's
 * frame and the counter's first visit carry none of them, as the day's and the audit screens' (ADR 0167).
 */
const VAT_WORDS = { en: enVat } satisfies Record<Language, object>;

for (const [language, words] of Object.entries(VAT_WORDS))
  i18n.addResourceBundle(language, 'translation', words, true, true);
