import { DIGITS, type Digits } from './digits';
import { z } from 'zod';

/** The words of a printed slip: English, Bangla, or both (Bangla names with the English under them). */
export const PRINT_LANGUAGES = ['en', 'bn', 'both'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];
/** The digits a receipt's figures are printed in. */
export const PRINT_DIGITS = DIGITS;
export type PrintDigits = Digits;

const printLanguageSchema = z.enum(PRINT_LANGUAGES, { message: "Choose 'en', 'bn' or 'both'" });

/**
 * How the business's slips read (issue 36), whoever prints them and whatever language their screens are in: the
 * receipt's words and item names, the digits of its figures, and the names on the kitchen's ticket.
 */
export const printSettingsSchema = z.strictObject({
  receiptLanguage: printLanguageSchema,
  receiptDigits: z.enum(PRINT_DIGITS, { message: "Choose 'latn' or 'beng'" }),
  kitchenTicketNames: printLanguageSchema,
});
export type PrintSettings = z.infer<typeof printSettingsSchema>;
export const printSettingsResponseSchema = z.object({ print: printSettingsSchema });

/** Until an admin chooses: every slip as it has always printed, in English with Latin digits. */
export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  receiptLanguage: 'en',
  receiptDigits: 'latn',
  kitchenTicketNames: 'en',
};
