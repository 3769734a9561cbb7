/** Bengali digits ০–৯ (U+09E6–U+09EF), which a Bangla keyboard types in every number box (issue 36). */
const BENGALI_DIGITS = /[\u09E6-\u09EF]/g;

/** `text` with its Bengali digits as ASCII ones, everything else as typed: ০১৭১২ → 01712. */
export const asciiDigits = (text: string): string =>
  text.replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));
