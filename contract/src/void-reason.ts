import { z } from 'zod';
import { VOID_REASON_MAX, VOID_REASON_MIN } from './limits';

/*
 * The delete dialog's form, apart from voids.ts: that module names the whole receipt schema, which the
 * dashboard's first visit would otherwise download with the recent receipts' delete button.
 */

/** The web app's delete dialog asks for a reason of this many characters at least, as a held order's void does. */
export const VOID_REASON_REQUIRED = `Give a reason of ${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters to void this receipt.`;
export const voidReasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(VOID_REASON_MIN, VOID_REASON_REQUIRED)
    .max(VOID_REASON_MAX, VOID_REASON_REQUIRED),
});
