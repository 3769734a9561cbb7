import { i18n, type Language } from '.';
import { enSuppliers } from './en-suppliers';

/**
 * The suppliers' words (issue 35), added when their chunks load (they import this module): the dashboard's frame
 * and the counter carry none of them, as the day's and the audit screens' (ADR 0167).
 */
const SUPPLIER_WORDS = { en: enSuppliers } satisfies Record<Language, object>;

for (const [language, words] of Object.entries(SUPPLIER_WORDS))
  i18n.addResourceBundle(language, 'translation', words, true, true);
