/**
 * The languages the app is written in (issue 36): English, and Bangla (the bn-BD catalogue). The server keeps a
 * user's choice and the business's default with these codes; the web's i18n (web/src/lib/i18n) has a catalogue
 * for each.
 */
export const LANGUAGE_CODES = ['en', 'bn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The digits numbers are written in: 0123456789 (`latn`) or ০১২৩৪৫৬৭৮৯ (`beng`), as Intl names them. */
export const DIGIT_SETS = ['latn', 'beng'] as const;
export type DigitSet = (typeof DIGIT_SETS)[number];

/** The business's language until an admin sets another: the spec's screens are English. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
