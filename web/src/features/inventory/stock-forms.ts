import {
  paymentBodySchema,
  reductionBodySchema,
  reductionReasonSchema,
  type InventoryItem,
} from '@dastarkhan/contract/inventory';
import { moneyField } from '@dastarkhan/contract/rows';
import { z } from 'zod';

/** A number typed into a text box, checked by the contract's rule for the field (2 decimals, 0 or more). */
const typedAmount = (label: string, field: z.ZodType<number, number> = moneyField(label)) =>
  z.string().trim().min(1, `${label} is required`).transform(Number).pipe(field);

/** SPEC §5's edit: quantity only down (decimals allowed), the due 0 or more, and why the quantity went down. */
export function editItemFormSchema(item: InventoryItem) {
  return z.object({
    quantity: typedAmount('Quantity').refine(
      (quantity) => quantity <= item.quantity,
      `Quantity can only be reduced: at most ${item.quantity}`,
    ),
    dueTk: typedAmount('Due amount'),
    reason: reductionReasonSchema,
  });
}
export type EditItemFormValues = z.input<ReturnType<typeof editItemFormSchema>>;
export type EditItemFormOutput = z.output<ReturnType<typeof editItemFormSchema>>;

export const reductionFormSchema = reductionBodySchema.extend({
  quantity: typedAmount('Quantity', reductionBodySchema.shape.quantity),
});
export type ReductionFormValues = z.input<typeof reductionFormSchema>;

export const paymentFormSchema = paymentBodySchema.extend({
  amount: typedAmount('Amount', paymentBodySchema.shape.amount),
});
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
