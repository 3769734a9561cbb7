import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { LANGUAGE_CODES } from './language';
import { hasAtMostPlaces, namedNumber } from './rows';

/**
 * Each business detail: its longest value and the receipt field that prints it (a receipt keeps its own copy, so
 * a later change of the details never alters a printed receipt). The settings, the receipt's schemas, its draft,
 * its row mapping and its SQL JSON are all built from this list.
 */
const BUSINESS_DETAILS = [
  { key: 'name', field: 'businessName', max: 120 },
  { key: 'address', field: 'businessAddress', max: 200 },
  { key: 'address2', field: 'businessAddress2', max: 200 },
  { key: 'cityState', field: 'businessCityState', max: 120 },
  { key: 'phone', field: 'businessPhone', max: 40 },
  { key: 'merchantId', field: 'merchantId', max: 40 },
  { key: 'terminalId', field: 'terminalId', max: 40 },
] as const;

type Detail = (typeof BUSINESS_DETAILS)[number];
export type ReceiptBusinessField = Detail['field'];
export type ReceiptBusinessDetails = Record<ReceiptBusinessField, string>;

/** The receipt's business fields, in the order a receipt lists them. */
export const RECEIPT_BUSINESS_FIELDS: readonly ReceiptBusinessField[] = BUSINESS_DETAILS.map(
  ({ field }) => field,
);

/** An object with one entry per business detail, named as in the settings. */
function perDetail<T>(make: (detail: Detail) => T): Record<Detail['key'], T> {
  return Object.fromEntries(BUSINESS_DETAILS.map((detail) => [detail.key, make(detail)])) as Record<
    Detail['key'],
    T
  >;
}

/** An object with one entry per business field of a receipt, e.g. its schemas. */
export function perReceiptBusinessField<T>(make: (detail: Detail) => T): Record<ReceiptBusinessField, T> {
  return Object.fromEntries(BUSINESS_DETAILS.map((detail) => [detail.field, make(detail)])) as Record<
    ReceiptBusinessField,
    T
  >;
}

/** The restaurant's details printed at the top of every receipt; the admin sets them before the first receipt. */
export const businessDetailsSchema = z.object(perDetail(({ max }) => optionalText(max)));
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** A fresh install has no business details: nothing of anyone else's is printed (ADR 0060). */
export const EMPTY_BUSINESS_DETAILS: BusinessDetails = perDetail(() => '');

/** The details as a new receipt stores them. */
export const receiptBusinessFields = (details: BusinessDetails): ReceiptBusinessDetails =>
  perReceiptBusinessField(({ key }) => details[key]);

/** Only the business fields of a receipt, a receipt row or a draft. */
export const receiptBusinessOf = (receipt: ReceiptBusinessDetails): ReceiptBusinessDetails =>
  perReceiptBusinessField(({ field }) => receipt[field]);

/** The details a receipt printed, named as in the settings. */
export const businessDetailsOf = (receipt: ReceiptBusinessDetails): BusinessDetails =>
  perDetail(({ field }) => receipt[field]);

/** The details exist once the business has a name; until then no receipt is made. */
export const hasBusinessDetails = (details: Pick<BusinessDetails, 'name'>) => details.name.trim() !== '';

/** What an admin saves: the name is required (once set it is never blank again); the rest may stay empty. */
export const businessDetailsInputSchema = businessDetailsSchema.extend({
  name: requiredText('Business name', BUSINESS_DETAILS[0].max),
});

export const businessDetailsPatchSchema = businessDetailsInputSchema.partial();
export type BusinessDetailsPatch = z.infer<typeof businessDetailsPatchSchema>;

export const businessDetailsResponseSchema = z.object({ business: businessDetailsSchema });

const THRESHOLD = 'Food-cost threshold';
/**
 * The food-cost share of a dish's price above which the recipe screen warns (issue 16): 1 to 100 %, one
 * decimal at most. Until an admin sets it the threshold is DEFAULT_FOOD_COST_THRESHOLD_PERCENT.
 */
export const foodCostSettingSchema = z.strictObject({
  thresholdPercent: namedNumber(THRESHOLD)
    .min(1, { message: `${THRESHOLD} must be between 1 and 100 %`, abort: true })
    .max(100, { message: `${THRESHOLD} must be between 1 and 100 %`, abort: true })
    .refine(hasAtMostPlaces(1), `${THRESHOLD} must have at most 1 decimal place`),
});
export type FoodCostSetting = z.infer<typeof foodCostSettingSchema>;
export const foodCostSettingResponseSchema = z.object({ foodCost: foodCostSettingSchema });

/**
 * The business's language (issue 36): what a user who has not chosen one reads, and what the sign-in page shows
 * on a device where no one has signed in or chosen yet.
 */
export const languageSettingSchema = z.strictObject({ defaultLanguage: z.enum(LANGUAGE_CODES) });
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
export const languageSettingResponseSchema = z.object({ language: languageSettingSchema });
