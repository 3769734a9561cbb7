/**
 * The words of choosing a language (issue 36): the switch on the sign-in page and in the app, the business's
 * default in Settings, and the installed app's name (language-words.ts adds them).
 */
export const enLanguage = {
  language: {
    /** Each language named in itself, so a reader finds theirs whatever the screens are in. */
    names: { en: 'English', bn: 'বাংলা' },
    choose: 'Language',
    digits: 'Digits',
    /** The digits each button writes, shown on it; its name says which they are. */
    latinDigits: 'Latin digits 012',
    bengaliDigits: 'Bengali digits ০১২',
    saveFailed: 'Your language could not be saved: {{message}}',
  },
  settings: {
    language: {
      title: 'Language',
      intro:
        'The language of everyone who has not chosen their own, and of the sign-in page on a device no one has signed in on yet.',
      defaultLanguage: 'Default language',
      save: 'Save Language',
      saved: 'Default language saved',
      saveFailed: 'Failed to save the default language',
      loading: 'Loading the language...',
      loadFailed: 'Failed to load the language',
    },
  },
  /** The installed app's name and description (web/vite.config.ts writes one manifest per language). */
  installedApp: {
    name: 'Dastarkhan',
    shortName: 'Dastarkhan',
    description: 'Receipts, stock, costs and customers for a dine-in restaurant',
  },
} as const;
