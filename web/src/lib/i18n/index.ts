import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enSignIn } from './en-sign-in';

/**
 * Per language, the words of the first page and the Intl locales its dates and its numbers are written in:
 * English dates read "22 Nov 2026" (en-GB) and taka keep South-Asian grouping, ৳1,23,456.00 (en-IN). A new
 * language is a catalogue, a line here and one in screen-words.ts.
 */
export const LANGUAGES = {
  en: { catalogue: enSignIn, dates: 'en-GB', numbers: 'en-IN' },
} as const;
export type Language = keyof typeof LANGUAGES;

/**
 * The one i18next instance every screen's words come through. The catalogues are bundled (no request, so the
 * first paint already has its words), which is why it is ready as soon as this module is; the screens' words
 * join it when the dashboard's code arrives (screen-words.ts), so the sign-in page carries only its own.
 */
export const i18n = i18next.createInstance();
// The page's lang follows its words, so screen readers and fonts read them as that language.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(LANGUAGES),
  resources: Object.fromEntries(
    Object.entries(LANGUAGES).map(([language, { catalogue }]) => [language, { translation: catalogue }]),
  ),
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in a name.
  interpolation: { escapeValue: false },
});

/** The language the screens are in now, one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language in LANGUAGES ? (language as Language) : 'en';
}

/** The Intl locales of the current language, for lib/format.ts. */
export function currentLocales(): { dates: string; numbers: string } {
  return LANGUAGES[currentLanguage()];
}

/** Screens take their words through this hook: it re-renders them when the language changes. */
export { Trans, useTranslation } from 'react-i18next';
export type { ParseKeys as MessageKey, TFunction } from 'i18next';
