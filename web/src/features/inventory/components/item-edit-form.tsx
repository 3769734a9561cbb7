import {
  REDUCTION_REASON_LABELS,
  REDUCTION_REASONS,
  type InventoryItem,
  type InventoryPatch,
} from '@dastarkhan/contract/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { editItemFormSchema, type EditItemFormOutput, type EditItemFormValues } from '../stock-forms';

export const EDIT_FORM_ID = 'inventory-item-edit-form';

type Props = { item: InventoryItem; onSubmit: (patch: InventoryPatch) => void };

/**
 * SPEC §5's edit: only the quantity (down, decimals allowed) and the due change. They are sent with the version
 * the form was opened at, so the server refuses them if someone else changed the item meanwhile.
 */
export function ItemEditForm({ item, onSubmit }: Props) {
  const schema = useMemo(() => editItemFormSchema(item), [item]);
  const { register, handleSubmit, formState, watch } = useForm<
    EditItemFormValues,
    unknown,
    EditItemFormOutput
  >({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { quantity: String(item.quantity), dueTk: item.dueTk.toFixed(2), reason: 'counted' },
  });
  const lowered = Number(watch('quantity')) < item.quantity;

  const submit = handleSubmit(({ quantity, dueTk, reason }) =>
    onSubmit({
      // The due goes along even unchanged (a no-op for the server); the quantity only when it went down.
      ...(quantity === item.quantity ? {} : { quantity, reason }),
      dueTk,
      version: item.version,
    }),
  );

  return (
    <form
      id={EDIT_FORM_ID}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={`Quantity (${item.unit})`}
        type="number"
        inputMode="decimal"
        min={0}
        max={item.quantity}
        step={0.01}
        error={formState.errors.quantity?.message}
        hint={`It can only be reduced: at most ${item.quantity}.`}
        {...register('quantity')}
      />
      {item.dueTk >= 0 && (
        <TextField
          label="Due Amount (৳)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={formState.errors.dueTk?.message}
          {...register('dueTk')}
        />
      )}
      {lowered && (
        <SelectField
          label="Why is there less?"
          error={formState.errors.reason?.message}
          {...register('reason')}
        >
          {REDUCTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REDUCTION_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
      )}
    </form>
  );
}
