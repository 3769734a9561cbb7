import { moneySchema } from '@dastarkhan/contract/common';
import type { InventoryItem, InventoryPatch } from '@dastarkhan/contract/inventory';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';

export const EDIT_FORM_ID = 'inventory-item-edit-form';

type Props = { item: InventoryItem; onSubmit: (patch: InventoryPatch) => void };

/** Only quantity (a whole number, down to 0, never above the current) and the due can change (SPEC §5). */
export function ItemEditForm({ item, onSubmit }: Props) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [dueTk, setDueTk] = useState(String(item.dueTk));
  const [errors, setErrors] = useState<{ quantity?: string; dueTk?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextQuantity = Number(quantity);
    const nextDue = Number(dueTk);
    const found: typeof errors = {};
    if (
      quantity.trim() === '' ||
      !Number.isInteger(nextQuantity) ||
      nextQuantity < 0 ||
      nextQuantity > item.quantity
    )
      found.quantity = `Quantity must be a whole number from 0 to ${item.quantity}`;
    if (dueTk.trim() === '' || !moneySchema.safeParse(nextDue).success)
      found.dueTk = 'Due must be 0 or more, with at most 2 decimals';
    setErrors(found);
    if (found.quantity || found.dueTk) return;
    onSubmit({ quantity: nextQuantity, dueTk: nextDue });
  };

  return (
    <form id={EDIT_FORM_ID} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={`Quantity (${item.unit})`}
        type="number"
        min={0}
        max={item.quantity}
        step={1}
        value={quantity}
        error={errors.quantity}
        hint={`It can only be reduced: at most ${item.quantity}.`}
        onChange={(event) => setQuantity(event.target.value)}
      />
      {item.dueTk >= 0 && (
        <TextField
          label="Due Amount (৳)"
          type="number"
          min={0}
          step={0.01}
          value={dueTk}
          error={errors.dueTk}
          onChange={(event) => setDueTk(event.target.value)}
        />
      )}
    </form>
  );
}
