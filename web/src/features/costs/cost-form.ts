import { costFields, type Cost, type CostsBody } from '@dastarkhan/contract/costs';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { typedNumber } from '../../lib/typed-number';

/** The amount box holds text; it must read as a taka amount the API accepts (0 to ৳1,00,00,000.00, 2 decimals). */
const amountInput = typedNumber('costs.amountRequired', costFields.amount);

/** The edit dialog's fields, checked with the API's own rules so a valid form is a saved one. */
export const costFormSchema = z.object({
  reason: costFields.reason,
  amount: amountInput,
  holderName: costFields.holderName,
});
export type CostFormValues = z.input<typeof costFormSchema>;
export type CostFormOutput = z.output<typeof costFormSchema>;

export function costToForm(cost: Cost): CostFormValues {
  return { reason: cost.reason, amount: cost.amount.toFixed(2), holderName: cost.holderName };
}

/** A cost row as typed: the contract's fields, each a text box. */
const costRowInput = z.object({ reason: z.string(), amount: z.string(), holderName: z.string() });
export type CostRowValues = z.input<typeof costRowInput>;
export const BLANK_COST: CostRowValues = { reason: '', amount: '', holderName: '' };

/**
 * 'Add New Costs' (SPEC §5): a row missing its reason or amount refuses the save with one alert; otherwise
 * the rows go as the API's body, amounts as numbers, and the API checks the rest.
 */
export const addCostsFormSchema = z.object({
  costs: z
    .array(costRowInput)
    // SPEC §5's one alert for the rows.
    .refine((rows) => rows.every((row) => row.reason.trim() !== '' && row.amount.trim() !== ''), {
      error: () => i18n.t('costs.incomplete'),
    })
    .transform((rows): CostsBody =>
      rows.map((row) => ({
        reason: row.reason.trim(),
        amount: Number(row.amount),
        holderName: row.holderName.trim(),
      })),
    ),
});
export type AddCostsFormValues = z.input<typeof addCostsFormSchema>;
