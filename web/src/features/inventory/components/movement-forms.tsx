import {
  REDUCTION_REASON_LABELS,
  REDUCTION_REASONS,
  type InventoryItem,
  type PaymentBody,
  type ReductionBody,
} from '@dastarkhan/contract/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
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
  const form = useForm<ReductionFormValues, unknown, ReductionBody>({
    resolver: zodResolver(reductionFormSchema),
    mode: 'onChange',
    defaultValues: { quantity: '', reason: 'used', note: '' },
  });
  return (
    <FormProvider {...form}>
      <form
        id={REDUCE_FORM_ID}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        noValidate
        className={FORM_CLASSES}
      >
        <FormField
          name="quantity"
          label={`Quantity to take away (${item.unit})`}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={item.quantity}
          step={0.01}
          autoFocus
          hint={`${item.quantity} ${item.unit} in stock.`}
        />
        <FormField as="select" name="reason" label="Reason">
          {REDUCTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REDUCTION_REASON_LABELS[reason]}
            </option>
          ))}
        </FormField>
        <FormField name="note" label="Note" />
      </form>
    </FormProvider>
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
  const form = useForm<PaymentFormValues, unknown, PaymentBody>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onChange',
    defaultValues: { amount: '', note: '' },
  });
  return (
    <FormProvider {...form}>
      <form
        id={PAY_FORM_ID}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        noValidate
        className={FORM_CLASSES}
      >
        <FormField
          name="amount"
          label="Amount paid (৳)"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={item.dueTk}
          step={0.01}
          autoFocus
          hint={`${formatTaka(item.dueTk)} owed to ${item.supplier.name}.`}
        />
        <FormField name="note" label="Note" wrapperClassName="sm:col-span-2" />
      </form>
    </FormProvider>
  );
}
