import { i18n, type Language } from '.';
import { enDays } from './en-days';

/**
 * The business day's words (issue 34), added when its chunks load (they import this module): the dashboard's
 * frame and the counter's first visit carry none of them, as the audit screens' (ADR 0167).
 */
const DAYS_WORDS = { en: enDays } satisfies Record<Language, object>;

for (const [language, words] of Object.entries(DAYS_WORDS))
  i18n.addResourceBundle(language, 'translation', words, true, true);
