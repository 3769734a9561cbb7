import type { Recipe } from '@dastarkhan/contract/recipes';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from '../../../components/ui/toasts';
import type { CounterOrder } from '../../../lib/counter-order';
import { useTranslation } from '../../../lib/i18n';
import {
  heldOrderFields,
  lineForDish,
  receiptFromHeldOrder,
  receiptTotals,
  typedAmount,
  typedDiscount,
  type AmountField,
  type ReceiptForm,
} from '../receipt-form';
import { useCounterVat } from './use-counter-vat';
import { useReceiptDraft } from '../use-receipt-draft';

/**
 * The order being built at the counter: its lines (a dish tapped, one more or one less), the discount, the
 * totals as the server will store them, and the draft kept on this device (use-receipt-draft.ts).
 * `draftId` names the draft: none for a new order, a receipt's id, or `order:<id>` for a held order.
 */
export function useCounterOrder(draftId: string | undefined, initial: ReceiptForm) {
  const { t } = useTranslation();
  const draft = useReceiptDraft(draftId, initial);
  const { form } = draft;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const values = form.watch();
  const vat = useCounterVat();
  /** The amount box that has just dropped a third decimal. */
  const [cutField, setCutField] = useState<AmountField>();

  const addDish = (recipe: Recipe) => {
    const { index, line } = lineForDish(values.items, {
      recipeId: recipe._id,
      name: recipe.name,
      description: recipe.description,
      price: recipe.price,
      image: recipe.image,
    });
    // The cashier goes on tapping or searching: a new line must not take the focus (nor, on a tablet, open the
    // on-screen keyboard for its quantity).
    if (index === items.fields.length) items.append(line, { shouldFocus: false });
    else items.update(index, line);
  };

  /** One more or one less of a line; one less of a single dish takes the line off. */
  const step = (index: number, delta: 1 | -1) => {
    const line = values.items[index];
    if (!line) return;
    if (line.quantity + delta < 1) items.remove(index);
    else items.update(index, { ...line, quantity: line.quantity + delta });
  };

  /** What an amount box keeps of what was typed; a percent discount above 100 becomes 100, with a warning. */
  const keepAmount = (field: AmountField, previous: string, typed: string) => {
    const kept =
      field === 'discountAmount'
        ? typedDiscount(values.discountType, previous, typed)
        : typedAmount(previous, typed);
    if ('capped' in kept && kept.capped) toast.warning(t('receipt.discountOver100'));
    setCutField(kept.cut ? field : undefined);
    return kept.text;
  };

  // SPEC §5: switching the discount type resets the discount to 0.
  const setDiscountType = (discountType: ReceiptForm['discountType']) => {
    form.setValue('discountType', discountType);
    form.setValue('discountAmount', '0');
  };

  const discard = () => {
    draft.discard();
    setCutField(undefined);
  };

  /** The order as the held-order controls see it (lib/counter-order.ts). */
  const order: CounterOrder = {
    checkLines: () => form.trigger('items'),
    fields: () => heldOrderFields(form.getValues()),
    hasUnsent: values.items.some((item) => item.quantity > (item.sent ?? 0)),
    discard,
    settle(stored) {
      if (stored) form.reset(receiptFromHeldOrder(stored), { keepDefaultValues: true });
      draft.saved();
    },
  };

  return {
    draft,
    form,
    values,
    lines: { keys: items.fields.map((field) => field.id), remove: items.remove, step },
    totals: receiptTotals(values, vat),
    cutField,
    addDish,
    keepAmount,
    setDiscountType,
    discard,
    order,
  };
}

export type CounterOrderState = ReturnType<typeof useCounterOrder>;
