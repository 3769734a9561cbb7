import {
  serviceChargeSchema,
  taxRateSchema,
  vatSettingsFieldsSchema,
  vatSettingsSchema,
  type TaxRate,
  type VatSettings,
} from '@dastarkhan/contract/vat';
import { z } from 'zod';
import { typedNumber } from '../../lib/typed-number';

/** The VAT settings as typed: numbers as text until they are checked by the contract's rules. */
export const vatFormSchema = vatSettingsFieldsSchema
  .extend({
    rates: z.array(
      taxRateSchema.extend({ percent: typedNumber('settings.vat.required', taxRateSchema.shape.percent) }),
    ),
    serviceCharge: serviceChargeSchema.extend({
      percent: typedNumber('settings.vat.required', serviceChargeSchema.shape.percent),
    }),
  })
  .pipe(vatSettingsSchema);

export type VatFormValues = z.input<typeof vatFormSchema>;
type RateRow = VatFormValues['rates'][number];

/** A new row of the rates table: the standard rate's name from today, menu prices including it. */
export const blankRate = (name: string, today: string): RateRow => ({
  name,
  percent: '',
  effectiveFrom: today,
  inclusive: true,
});

const rateRow = (rate: TaxRate): RateRow => ({ ...rate, percent: String(rate.percent) });

export const vatFormValues = (vat: VatSettings): VatFormValues => ({
  ...vat,
  rates: vat.rates.map(rateRow),
  serviceCharge: { ...vat.serviceCharge, percent: String(vat.serviceCharge.percent) },
});
