import { z } from 'zod';
import { isoDateSchema, optionalText, requiredText } from './common';
import { binSchema, RATE_NAME_MAX, RATES_MAX } from './receipt-vat';
import { positiveDecimalField } from './rows';

/**
 * VAT and the service charge (issue 34, ADR 0180). Every number (the rates, their dates, the service charge) is
 * a setting: a fresh database is seeded with the restaurant rates of docs/BANGLADESH (migration), never code.
 * One computation, in integer poisha with one rounding rule (half up), used by the counter and by the server,
 * so both agree to the poisha.
 */

/** A tax rate from a day on: the name dishes refer to, its percent, and whether menu prices include it. */
export const taxRateSchema = z.strictObject({
  name: requiredText('Rate name', RATE_NAME_MAX),
  percent: positiveDecimalField('Rate', 2, 100, { zero: true }),
  effectiveFrom: isoDateSchema,
  inclusive: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const serviceChargeSchema = z.strictObject({
  /** 0: no service charge. */
  percent: positiveDecimalField('Service charge', 2, 100, { zero: true }),
  /** Whether VAT is charged on the service charge, at the standard rate. */
  taxed: z.boolean(),
});

export const STANDARD_RATE_UNKNOWN = 'The standard rate must be one of the rates';
export const TAX_RATE_UNKNOWN = 'Tax rate must be one of the rates in Settings';
export const RATE_DATE_TWICE = 'A rate name has two rows from the same date';

/** The settings' fields, without the rules across them (a form extends it with its typed boxes). */
export const vatSettingsFieldsSchema = z.strictObject({
  bin: binSchema,
  /** The rate a dish without its own pays, and the service charge when it is taxed. */
  standardRate: optionalText(RATE_NAME_MAX),
  rates: z.array(taxRateSchema).max(RATES_MAX),
  serviceCharge: serviceChargeSchema,
});

export const vatSettingsSchema = vatSettingsFieldsSchema.superRefine((settings, ctx) => {
  if (settings.rates.length > 0 && !settings.rates.some((rate) => rate.name === settings.standardRate))
    ctx.addIssue({ code: 'custom', path: ['standardRate'], message: STANDARD_RATE_UNKNOWN });
  const seen = new Set(settings.rates.map((rate) => `${rate.name}\u0000${rate.effectiveFrom}`));
  if (seen.size !== settings.rates.length)
    ctx.addIssue({ code: 'custom', path: ['rates'], message: RATE_DATE_TWICE });
});
export type VatSettings = z.infer<typeof vatSettingsSchema>;
export const vatSettingsResponseSchema = z.object({ vat: vatSettingsSchema });

/** No BIN, no rates, no service charge: receipts are made as before VAT (the settings before the seed). */
export const NO_VAT: VatSettings = {
  bin: '',
  standardRate: '',
  rates: [],
  serviceCharge: { percent: 0, taxed: false },
};

// A receipt's own schemas (its VAT lines, the BIN) and the computation live in receipt-vat.ts, apart from the
// settings' and the register's schemas, so the counter's first download carries only what a receipt needs.
export {
  BIN_INVALID,
  RATE_NAME_MAX,
  RATES_MAX,
  binSchema,
  computeReceiptVat,
  rateInEffect,
  rateNames,
  spreadPoisha,
  vatLineSchema,
  vatLinesInTaka,
  type ReceiptVat,
  type VatInputLine,
  type VatLine,
} from './receipt-vat';

/** A month of the VAT register: YYYY-MM, from the first business date on. */
export const VAT_MONTH_INVALID = 'Month must be YYYY-MM';
export const VAT_DAY_OUTSIDE_MONTH = 'Day must be in the month';
/** The month's field alone: the web keeps it in the URL. */
export const vatMonthSchema = z
  .string({ message: VAT_MONTH_INVALID })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, VAT_MONTH_INVALID);
export const vatRegisterQuerySchema = z
  .object({
    month: vatMonthSchema,
    /** Only this day of the month (the day's register). */
    day: isoDateSchema.optional(),
  })
  .refine((query) => !query.day || query.day.startsWith(`${query.month}-`), {
    path: ['day'],
    message: VAT_DAY_OUTSIDE_MONTH,
  });
export type VatRegisterQuery = z.infer<typeof vatRegisterQuerySchema>;

/** One rate's sales in the register: the rate as charged, the value without VAT and the VAT, in taka. */
export const vatRegisterRateSchema = z.object({
  rateName: z.string(),
  percent: z.number(),
  inclusive: z.boolean(),
  taxable: z.number(),
  vat: z.number(),
});
export type VatRegisterRate = z.infer<typeof vatRegisterRateSchema>;

/**
 * The register of a month (issue 34): per day and for the month, sales per rate as charged. `untaxed` is what
 * paid no VAT (lines with no rate in effect, an untaxed service charge); `serviceCharge` the service charge.
 */
const registerFigures = {
  rates: z.array(vatRegisterRateSchema),
  untaxed: z.number(),
  serviceCharge: z.number(),
  taxable: z.number(),
  vat: z.number(),
};
export const vatRegisterSchema = z.object({
  register: z.object({
    month: z.string(),
    days: z.array(z.object({ day: z.string(), ...registerFigures })),
    ...registerFigures,
  }),
});
export type VatRegister = z.infer<typeof vatRegisterSchema>['register'];
