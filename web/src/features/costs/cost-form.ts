import { costFields, type Cost } from '@dastarkhan/contract/costs';
import { z } from 'zod';

/** The amount box holds text; it must read as a taka amount the API accepts (0 to ৳1,00,00,000.00, 2 decimals). */
const amountInput = z.string().trim().min(1, 'Amount is required').transform(Number).pipe(costFields.amount);

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
