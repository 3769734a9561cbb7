import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enSignIn } from './en-sign-in';

/** The digits numbers are written in: 0123456789 (`latn`) or ০১২৩৪৫৬৭৮৯ (`beng`). */
export type Digits = 'latn' | 'beng';

/**
 * Per language, the Intl locales its dates and numbers are written in and the digits it writes by default:
 * English dates read "22 Nov 2026" (en-GB) and taka keep South-Asian grouping, ৳1,23,456.00 (en-IN); Bangla
 * writes ৳১,২৩,৪৫৬.০০ and ২২ নভেম্বর ২০২৬ (bn-BD). A new language is a catalogue and a line here.
 */
export const LANGUAGES = {
  en: { dates: 'en-GB', numbers: 'en-IN', digits: 'latn' },
  bn: { dates: 'bn-BD', numbers: 'bn-BD', digits: 'beng' },
} as const satisfies Record<string, { dates: string; numbers: string; digits: Digits }>;
export type Language = keyof typeof LANGUAGES;

/**
 * The one i18next instance every screen's words come through. The English catalogues are bundled (no request,
 * so the first paint already has its words), which is why it is ready as soon as this module is; the screens'
 * words join it when their code arrives (registerWords), so the sign-in page carries only its own. Every other
 * language's words load lazily (loadLanguage): the English first visit carries none of them.
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
  resources: { en: { translation: enSignIn } },
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in a name.
  interpolation: { escapeValue: false },
});

type Words = object;
/** A module's words: the English bundled, every other language a lazy import of its catalogue. */
export type WordsByLanguage = { en: Words } & { [L in Exclude<Language, 'en'>]: () => Promise<Words> };

const registered: WordsByLanguage[] = [
  { en: enSignIn, bn: () => import('./bn-sign-in').then((words) => words.bnSignIn) },
];
const loaded = new Map<() => Promise<Words>, Promise<void>>();

function loadWords(words: WordsByLanguage, language: Language): Promise<void> {
  const load = language === 'en' ? undefined : words[language];
  if (!load) return Promise.resolve();
  let done = loaded.get(load);
  if (!done) {
    done = load().then((catalogue) => {
      i18n.addResourceBundle(language, 'translation', catalogue, true, true);
    });
    loaded.set(load, done);
  }
  return done;
}

/**
 * Adds a module's words to the catalogue: its English at once, and its other languages' when they are shown
 * (now, if the screens are already in one).
 */
export function registerWords(words: WordsByLanguage): void {
  i18n.addResourceBundle('en', 'translation', words.en, true, true);
  registered.push(words);
  void loadWords(words, currentLanguage());
}

/** Loads every registered words bundle of a language; resolves when all of them are in the catalogue. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(registered.map((words) => loadWords(words, language)));
}

/** The language the screens are in now, one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language in LANGUAGES ? (language as Language) : 'en';
}

let chosenDigits: Digits | null = null;

/** The reader's digits: null follows the language's own (latn for English, beng for Bangla). */
export function setDigits(digits: Digits | null): void {
  chosenDigits = digits;
}

/** The Intl locales of a language written in the given digits: `bn-BD-u-nu-latn`, `en-IN-u-nu-beng`. */
export function localesFor(language: Language, digits: Digits = LANGUAGES[language].digits) {
  const { dates, numbers } = LANGUAGES[language];
  return { dates: `${dates}-u-nu-${digits}`, numbers: `${numbers}-u-nu-${digits}` };
}

/** The Intl locales of the current language and the reader's digits, for lib/format.ts. */
export function currentLocales(): { dates: string; numbers: string } {
  const language = currentLanguage();
  return localesFor(language, chosenDigits ?? LANGUAGES[language].digits);
}

/** Screens take their words through this hook: it re-renders them when the language changes. */
export { Trans, useTranslation } from 'react-i18next';
export type { ParseKeys as MessageKey, TFunction } from 'i18next';
