import { z } from 'zod';

/** A letter of the Bengali script: a consonant or a vowel; a digit or a sign alone is not a name in Bangla. */
const BANGLA_LETTER = /(?=\p{L})\p{Script=Bengali}/u;

/**
 * A name in Bangla beside the English one (issue 36): dishes, menu and stock categories and stock items may carry
 * one, which the counter's search, the receipt and the kitchen ticket use. Trimmed and in Unicode's composed form
 * (NFC), so "য়" typed as one letter or as য + nukta is stored, and found, the same way; it has at least one
 * Bangla letter, so an English name typed into the Bangla box is refused rather than shown as Bangla (a brand
 * within it, কোক 250ml, is fine). Empty or null clears it: the English name stands alone. The English name stays
 * the record's name (the spec's, its identity).
 */
export function banglaNameSchema(max: number) {
  return z
    .string({ message: 'Name in Bangla must be text' })
    .trim()
    .max(max, `Name in Bangla must be at most ${max} characters`)
    .refine(
      (name) => name === '' || BANGLA_LETTER.test(name),
      'Name in Bangla must be written in Bangla letters',
    )
    .transform((name) => name.normalize('NFC') || null)
    .nullable();
}
