import {
  REDUCTION_REASONS,
  WASTE_REASONS,
  type InventoryItem,
  type PaymentBody,
  type ReductionBody,
  type WasteBody,
} from '@dastarkhan/contract/inventory';
import { Form, FormField } from '../../../components/ui/form-field';
import { formatQuantity, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import {
  paymentFormSchema,
  reductionFormSchema,
  wasteFormSchema,
  type StockOutFormValues,
} from '../stock-forms';

export const REDUCE_FORM_ID = 'inventory-reduce-form';
export const WASTE_FORM_ID = 'inventory-waste-form';
export const PAY_FORM_ID = 'inventory-pay-form';

const FORM_CLASSES = 'grid gap-4 sm:grid-cols-3';

/** What differs between taking stock away and writing it off as waste, by the detail dialog's mode. */
const STOCK_OUT = {
  reduce: {
    formId: REDUCE_FORM_ID,
    schema: reductionFormSchema,
    quantityLabel: 'inventory.reduce.quantity',
    firstReason: 'used',
    reasons: REDUCTION_REASONS.map((reason) => [reason, `inventory.reductionReasons.${reason}`] as const),
    // The server refuses taking away more than the books hold.
    capped: true,
  },
  waste: {
    formId: WASTE_FORM_ID,
    schema: wasteFormSchema,
    quantityLabel: 'inventory.waste.quantity',
    firstReason: 'spoiled',
    reasons: WASTE_REASONS.map((reason) => [reason, `inventory.wasteReasons.${reason}`] as const),
    // Spoiled or burnt stock is written off even when the books are already short.
    capped: false,
  },
} as const;

/**
 * Stock taken away with a reason, relative to what is there when it lands: a reduction (the server refuses going
 * below 0) or waste (spoiled, burnt, a staff meal…: recorded even when the books are already short).
 */
export function StockOutForm({
  item,
  kind,
  onSubmit,
}: {
  item: InventoryItem;
  kind: keyof typeof STOCK_OUT;
  onSubmit: (body: ReductionBody | WasteBody) => void;
}) {
  const { t } = useTranslation();
  const unit = t(`inventory.units.${item.unit}`);
  const { formId, schema, quantityLabel, firstReason, reasons, capped } = STOCK_OUT[kind];
  return (
    <Form<StockOutFormValues, ReductionBody | WasteBody>
      id={formId}
      schema={schema}
      mode="onChange"
      defaultValues={{ quantity: '', reason: firstReason, note: '' }}
      onSubmit={onSubmit}
      className={FORM_CLASSES}
    >
      <FormField
        name="quantity"
        label={t(quantityLabel, { unit })}
        type="number"
        inputMode="decimal"
        min={0.01}
        max={capped ? item.quantity : undefined}
        step={0.01}
        autoFocus
        hint={t('inventory.reduce.inStock', { quantity: formatQuantity(item.quantity), unit })}
      />
      <FormField as="select" name="reason" label={t('inventory.reduce.reason')}>
        {reasons.map(([reason, words]) => (
          <option key={reason} value={reason}>
            {t(words)}
          </option>
        ))}
      </FormField>
      <FormField name="note" label={t('inventory.reduce.note')} />
    </Form>
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
  return (
    <Form
      id={PAY_FORM_ID}
      schema={paymentFormSchema}
      mode="onChange"
      defaultValues={{ amount: '', note: '' }}
      onSubmit={onSubmit}
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
    </Form>
  );
}
