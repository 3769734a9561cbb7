import { z } from 'zod';

/**
 * A name in Bangla beside the English one (issue 36): dishes, menu categories and stock items may carry one,
 * which the counter's search, the receipt and the kitchen ticket use. Trimmed and in Unicode's composed form
 * (NFC), so "য়" typed as one letter or as য + nukta is stored, and found, the same way. Empty or null clears
 * it: the English name stands alone. The English name stays the record's name (the spec's, its identity).
 */
export function banglaNameSchema(max: number) {
  return z
    .string({ message: 'Name in Bangla must be text' })
    .trim()
    .max(max, `Name in Bangla must be at most ${max} characters`)
    .transform((name) => name.normalize('NFC') || null)
    .nullable();
}
