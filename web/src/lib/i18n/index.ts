import type { Digits } from '@dastarkhan/contract/digits';
import { LANGUAGE_CODES, type LanguageCode } from '@dastarkhan/contract/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { whenIdle } from '../idle';
import { enSignIn } from './en-sign-in';

export type { Digits } from '@dastarkhan/contract/digits';

/**
 * Per language, the Intl locales its dates and numbers are written in and the digits it writes by default:
 * English dates read "22 Nov 2026" (en-GB) and taka keep South-Asian grouping, ৳1,23,456.00 (en-IN); Bangla
 * writes ৳১,২৩,৪৫৬.০০ and ২২ নভেম্বর ২০২৬ (bn-BD). A new language is a catalogue and a line here.
 */
export const LANGUAGES = {
  en: { dates: 'en-GB', numbers: 'en-IN', digits: 'latn' },
  bn: { dates: 'bn-BD', numbers: 'bn-BD', digits: 'beng' },
  /** The pseudo-locale: English, wrapped and accented (pseudo.ts), for the journeys that look for stray words. */
  'en-XA': { dates: 'en-GB', numbers: 'en-IN', digits: 'latn' },
} as const satisfies Record<string, { dates: string; numbers: string; digits: Digits }>;
export type Language = keyof typeof LANGUAGES;

/**
 * The one i18next instance every screen's words come through. The English catalogues are bundled (no request,
 * so the first paint already has its words), which is why it is ready as soon as this module is; the screens'
 * words join it when their code arrives (registerWords), so the sign-in page carries only its own. Every other
 * language's words load lazily (loadLanguage): the English first visit carries none of them.
 */
export const i18n = i18next.createInstance();
// The page's lang follows its words, so screen readers and fonts read them as that language; and the installed
// app's name with them (web/vite.config.ts writes the Bangla manifest).
i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  const manifest = document.querySelector('link[rel="manifest"]');
  manifest?.setAttribute('href', language === 'bn' ? '/manifest-bn.webmanifest' : '/manifest.webmanifest');
});
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(LANGUAGES),
  // A copy: i18next merges later bundles into the objects it holds, which must not be the catalogues' own.
  resources: { en: { translation: structuredClone(enSignIn) } },
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in a name.
  interpolation: { escapeValue: false },
});

type Words = object;
/**
 * A module's words: the English bundled, every other language a lazy import of its catalogue. The pseudo-locale
 * wraps the English, or what `en-XA` loads: English the English screens do not carry (the server's failures).
 */
export type WordsByLanguage = { en: Words } & { [L in Exclude<Language, 'en'>]?: () => Promise<Words> };

/** A refused call's words as the server sends them (issue 36): the spec's English `message`, and its code. */
export type FailureWords = { message: string; code?: string; params?: Record<string, unknown> };
let failureInWords: ((failure: FailureWords) => string) | undefined;

/** How a language other than English words failures: failures.ts, loaded with that language's words. */
export function setFailureWording(word: (failure: FailureWords) => string): void {
  failureInWords = word;
}

/**
 * A failure in the reader's words: in English the server's message as it came, letter for letter (the spec's
 * texts); in another language the catalogue's text for its code (failures.ts).
 */
export function failureWords(failure: FailureWords): string {
  return currentLanguage() === 'en' || !failureInWords ? failure.message : failureInWords(failure);
}

const failures = () => import('./failures');
const registered: WordsByLanguage[] = [
  { en: enSignIn, bn: () => import('./bn-sign-in').then((words) => words.bnSignIn) },
];
/** The failures' texts: English shows the server's message as it came; Bangla and the pseudo-locale their own. */
const failureTexts: WordsByLanguage = {
  en: {},
  bn: () => failures().then((f) => f.failuresIn('bn')),
  'en-XA': () => failures().then((f) => f.failuresIn('en')),
};
const loaded = new Map<WordsByLanguage, Partial<Record<Language, Promise<void>>>>();

async function wordsIn(
  words: WordsByLanguage,
  language: Exclude<Language, 'en'>,
): Promise<Words | undefined> {
  if (language !== 'en-XA') return words[language]?.();
  const { pseudoWords } = await import('./pseudo');
  return pseudoWords((await words['en-XA']?.()) ?? words.en);
}

function loadWords(words: WordsByLanguage, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const byLanguage = loaded.get(words) ?? {};
  loaded.set(words, byLanguage);
  // A failed download is forgotten, so the next screen that needs the words asks again.
  return (byLanguage[language] ??= wordsIn(words, language).then(
    (catalogue) =>
      void (
        catalogue && i18n.addResourceBundle(language, 'translation', structuredClone(catalogue), true, true)
      ),
    (error: unknown) => {
      delete byLanguage[language];
      throw error;
    },
  ));
}

/**
 * Adds a module's words to the catalogue: its English at once, and its other languages' when they are shown
 * (now, if the screens are already in one: the lazy screen's loader waits for them, and retries a failure).
 */
export function registerWords(words: WordsByLanguage): void {
  i18n.addResourceBundle('en', 'translation', structuredClone(words.en), true, true);
  registered.push(words);
  loadWords(words, currentLanguage()).catch(() => undefined);
}

let bengaliFont: Promise<void> | undefined;
/** A font face as a print frame is given it (react-to-print's `fonts`). */
export type PrintFont = { family: string; source: string; weight: string };
let printFonts: readonly PrintFont[] = [];

/** The bundled Bengali font, added to the page once anything is shown or printed in Bangla (bengali-font.ts). */
export function loadBengaliFont(): Promise<void> {
  return (bengaliFont ??= import('./bengali-font').then(
    (font) => {
      printFonts = font.BENGALI_FACES;
      return font.addBengaliFont();
    },
    () => void (bengaliFont = undefined),
  ));
}

/** The bundled fonts a print of Bangla needs in its frame: none until Bangla was shown or printed. */
export function fontsForPrint(): readonly PrintFont[] {
  return printFonts;
}

/**
 * Loads every registered words bundle of a language, and Bangla's font; resolves when all of them are in the
 * catalogue. Safe to call many times: each bundle is downloaded once.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    ...registered.map((words) => loadWords(words, language)),
    language === 'bn' && loadBengaliFont(),
  ]);
  // The failures' texts (~12 KB) are read only once something is refused: they come in the first idle moment,
  // so a first visit in Bangla draws without waiting for them. A server's refusal is in the reader's language
  // meanwhile (Accept-Language); only a browser's own check would show its English until then.
  void whenIdle()
    .then(() => loadWords(failureTexts, language))
    .catch(() => undefined);
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

/**
 * What this device shows before anyone signs in: the language chosen on the sign-in page, or the last signed-in
 * reader's (ADR 0191). The pseudo-locale only in a browser driven by a test (navigator.webdriver), so no
 * reader ever sees it, whatever is stored.
 */
export const device = {
  language(): Language {
    const stored = localStorage.getItem('language');
    if (stored === 'en-XA') return navigator.webdriver ? stored : 'en';
    return LANGUAGE_CODES.includes(stored as LanguageCode) ? (stored as LanguageCode) : 'en';
  },
  digits(): Digits | null {
    const stored = localStorage.getItem('digits');
    return stored === 'latn' || stored === 'beng' ? stored : null;
  },
};

/**
 * Shows the screens in a language and digits, and remembers both on this device: the words (and the font) load
 * first, then the screens change at once, never through untranslated keys or a second of English. A device a
 * test put in the pseudo-locale stays in it, whatever a reader's account says.
 */
export async function showLanguage(chosen: Language, digits: Digits | null = null): Promise<void> {
  const language = device.language() === 'en-XA' ? 'en-XA' : chosen;
  // A module may register its words while these arrive (the dashboard's code, loading beside /auth/me, whose
  // answer brings the reader's language): it still reads the shown language then, so its words come too first.
  let registeredBefore: number;
  do {
    registeredBefore = registered.length;
    await loadLanguage(language);
  } while (registered.length > registeredBefore);
  localStorage.setItem('language', language);
  if (digits) localStorage.setItem('digits', digits);
  else localStorage.removeItem('digits');
  setDigits(digits);
  await i18n.changeLanguage(language);
}

/** The Intl locales of a language written in the given digits: `bn-BD-u-nu-latn`, `en-IN-u-nu-beng`. */
export function localesFor(language: Language, digits: Digits = LANGUAGES[language].digits) {
  const { dates, numbers } = LANGUAGES[language];
  return { dates: `${dates}-u-nu-${digits}`, numbers: `${numbers}-u-nu-${digits}` };
}

/** The digits numbers are shown in now: the reader's, else the language's own. */
export function currentDigits(): Digits {
  return chosenDigits ?? LANGUAGES[currentLanguage()].digits;
}

/** The Intl locales of the current language and the reader's digits, for lib/format.ts. */
export function currentLocales(): { dates: string; numbers: string } {
  return localesFor(currentLanguage(), currentDigits());
}

/** Screens take their words through this hook: it re-renders them when the language changes. */
export { Trans, useTranslation } from 'react-i18next';
export type { ParseKeys as MessageKey, TFunction } from 'i18next';
