import {
  REDUCTION_REASON_LABELS,
  REDUCTION_REASONS,
  type InventoryItem,
  type PaymentBody,
  type ReductionBody,
} from '@dastarkhan/contract/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { formatTaka } from '../../../lib/format';
import {
  paymentFormSchema,
  reductionFormSchema,
  type PaymentFormValues,
  type ReductionFormValues,
} from '../stock-forms';

export const REDUCE_FORM_ID = 'inventory-reduce-form';
export const PAY_FORM_ID = 'inventory-pay-form';

const FORM_CLASSES = 'grid gap-4 sm:grid-cols-3';

/** Stock taken away, relative to what is there when it lands (the server refuses going below 0). */
export function ReductionForm({
  item,
  onSubmit,
}: {
  item: InventoryItem;
  onSubmit: (body: ReductionBody) => void;
}) {
  const { register, handleSubmit, formState } = useForm<ReductionFormValues, unknown, ReductionBody>({
    resolver: zodResolver(reductionFormSchema),
    mode: 'onChange',
    defaultValues: { quantity: '', reason: 'used', note: '' },
  });
  return (
    <form
      id={REDUCE_FORM_ID}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className={FORM_CLASSES}
    >
      <TextField
        label={`Quantity to take away (${item.unit})`}
        type="number"
        inputMode="decimal"
        min={0.01}
        max={item.quantity}
        step={0.01}
        autoFocus
        hint={`${item.quantity} ${item.unit} in stock.`}
        error={formState.errors.quantity?.message}
        {...register('quantity')}
      />
      <SelectField label="Reason" error={formState.errors.reason?.message} {...register('reason')}>
        {REDUCTION_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REDUCTION_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextField label="Note" error={formState.errors.note?.message} {...register('note')} />
    </form>
  );
}

/** A payment to the supplier, relative to what is owed when it lands (never more than that). */
export function PaymentForm({
  item,
  onSubmit,
}: {
  item: InventoryItem;
  onSubmit: (body: PaymentBody) => void;
}) {
  const { register, handleSubmit, formState } = useForm<PaymentFormValues, unknown, PaymentBody>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onChange',
    defaultValues: { amount: '', note: '' },
  });
  return (
    <form
      id={PAY_FORM_ID}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className={FORM_CLASSES}
    >
      <TextField
        label="Amount paid (৳)"
        type="number"
        inputMode="decimal"
        min={0.01}
        max={item.dueTk}
        step={0.01}
        autoFocus
        hint={`${formatTaka(item.dueTk)} owed to ${item.supplier.name}.`}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label="Note"
        wrapperClassName="sm:col-span-2"
        error={formState.errors.note?.message}
        {...register('note')}
      />
    </form>
  );
}
