/** Bengali digits ০–৯ (U+09E6–U+09EF), which a Bangla keyboard types in every number box (issue 36). */
const BENGALI_DIGITS = /[\u09E6-\u09EF]/g;

/** `text` with its Bengali digits as ASCII ones, everything else as typed: ০১৭১২ → 01712. */
export const asciiDigits = (text: string): string =>
  text.replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** The digits a number is written in: 0123456789 (`latn`) or ০১২৩৪৫৬৭৮৯ (`beng`). */
export const DIGITS = ['latn', 'beng'] as const;
export type Digits = (typeof DIGITS)[number];

/** `text` with its ASCII digits written in `digits`: 1,250.00 → ১,২৫০.০০ in `beng`. */
export const writeDigits = (text: string, digits: Digits): string =>
  digits === 'latn' ? text : text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
