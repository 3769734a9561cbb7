import { i18n, type Language } from '.';
import { enAccounts } from './en-accounts';

/**
 * Customer accounts' words (issue 35), added when their chunks load (they import this module): the counter's
 * and the dashboard's first downloads carry none of them, as the days' (ADR 0167).
 */
const ACCOUNTS_WORDS = { en: enAccounts } satisfies Record<Language, object>;

for (const [language, words] of Object.entries(ACCOUNTS_WORDS))
  i18n.addResourceBundle(language, 'translation', words, true, true);
