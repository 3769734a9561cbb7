import { PAYMENT_METHODS, RECEIPT_PAYMENT_METHODS } from '@dastarkhan/contract/invoices';
import { DISCOUNT_TYPES, type DiscountType } from '@dastarkhan/contract/money';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { AmountField, ReceiptForm, ReceiptTotals } from '../receipt-form';
import { cn } from '../../../lib/cn';

type TotalsPanelProps = {
  /** The form's values as they stand. */
  form: ReceiptForm;
  totals: ReceiptTotals;
  /** The amount box that has just dropped a third decimal. */
  cutField: AmountField | undefined;
  onDiscountType: (type: DiscountType) => void;
  /** What an amount box keeps of a typed text (`typedAmount`), given what it held. */
  keepAmount: (field: AmountField, previous: string, typed: string) => string;
};

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between text-sm">
      <span className="text-slate-600">{label}</span>
      <span className="font-medium text-slate-800" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** An amount is a text box with a decimal keypad: the form, not the browser, decides what it keeps. */
function AmountBox({
  name,
  label,
  hint,
  keep,
}: {
  name: AmountField;
  label: string;
  hint: ReactNode;
  keep: TotalsPanelProps['keepAmount'];
}) {
  const { field } = useController<ReceiptForm, AmountField>({ name });
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(keep(name, field.value, event.target.value))}
    />
  );
}

export function TotalsPanel({ form, totals, cutField, ...on }: TotalsPanelProps) {
  const { t } = useTranslation();
  // Shown under an amount box that has just dropped a third decimal.
  const twoDecimals = t('receipt.twoDecimals');
  return (
    <section
      aria-label={t('receipt.totals')}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Line label={t('receipt.subtotal')} value={formatTaka(totals.subTotal)} testId="subtotal" />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('receipt.discountType')}</legend>
        <div className="inline-flex overflow-hidden rounded-md border border-slate-300" role="group">
          {DISCOUNT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={form.discountType === type}
              onClick={() => on.onDiscountType(type)}
              className={cn(
                'px-3 py-1.5 text-sm',
                form.discountType === type
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {type === 'fixed' ? t('receipt.fixed') : t('receipt.percent')}
            </button>
          ))}
        </div>
      </fieldset>
      <AmountBox
        name="discountAmount"
        label={form.discountType === 'percent' ? t('receipt.discountPercent') : t('receipt.discountFixed')}
        hint={cutField === 'discountAmount' ? twoDecimals : undefined}
        keep={on.keepAmount}
      />
      <Line label={t('receipt.discount')} value={`-${formatTaka(totals.discount)}`} testId="discount" />
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <span className="font-semibold text-slate-800">{t('receipt.total')}</span>
        <span className="font-semibold text-slate-900" data-testid="total">
          {formatTaka(totals.total)}
        </span>
      </div>
      {totals.clampedToZero && (
        <p role="status" className="text-sm font-medium text-amber-700">
          {t('receipt.totalNegative')}
        </p>
      )}
      <AmountBox
        name="amountPaid"
        label={t('receipt.amountPaid')}
        keep={on.keepAmount}
        hint={
          cutField === 'amountPaid'
            ? twoDecimals
            : Number(form.amountPaid || 0) === 0 && totals.amountPaid > 0
              ? t('receipt.takenAsPaid', {
                  amount: formatTaka(totals.amountPaid),
                  method: t(`invoices.paymentMethod.${form.paymentMethod}`),
                })
              : undefined
        }
      />
      <Line label={t('receipt.changeReturned')} value={formatTaka(totals.change)} testId="change" />
      {totals.status === 'due' && (
        <Line label={t('receipt.amountDue')} value={formatTaka(totals.amountDue)} testId="amount-due" />
      )}
      <FormField as="select" name="paymentMethod" label={t('receipt.paymentMethod')}>
        {(form.paymentMethod === 'Mixed' ? RECEIPT_PAYMENT_METHODS : PAYMENT_METHODS).map((method) => (
          <option key={method} value={method}>
            {t(`invoices.paymentMethod.${method}`)}
          </option>
        ))}
      </FormField>
    </section>
  );
}
