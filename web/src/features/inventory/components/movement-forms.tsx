import {
  REDUCTION_REASONS,
  type InventoryItem,
  type PaymentBody,
  type ReductionBody,
} from '@dastarkhan/contract/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
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
  const { t } = useTranslation();
  const unit = t(`inventory.units.${item.unit}`);
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
          label={t('inventory.reduce.quantity', { unit })}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={item.quantity}
          step={0.01}
          autoFocus
          hint={t('inventory.reduce.inStock', { quantity: formatNumber(item.quantity), unit })}
        />
        <FormField as="select" name="reason" label={t('inventory.reduce.reason')}>
          {REDUCTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`inventory.reductionReasons.${reason}`)}
            </option>
          ))}
        </FormField>
        <FormField name="note" label={t('inventory.reduce.note')} />
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
  const { t } = useTranslation();
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
          label={t('inventory.pay.amount')}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={item.dueTk}
          step={0.01}
          autoFocus
          hint={t('inventory.pay.owed', { amount: formatTaka(item.dueTk), supplier: item.supplier.name })}
        />
        <FormField name="note" label={t('inventory.pay.note')} wrapperClassName="sm:col-span-2" />
      </form>
    </FormProvider>
  );
}
