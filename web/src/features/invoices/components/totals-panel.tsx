import { PAYMENT_METHODS } from '@dastarkhan/contract/invoices';
import type { DiscountType } from '@dastarkhan/contract/money';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { formatTaka } from '../../../lib/format';
import {
  TOTAL_NEGATIVE,
  TWO_DECIMALS,
  type AmountField,
  type ReceiptForm,
  type ReceiptTotals,
} from '../receipt-form';
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
  return (
    <section aria-label="Totals" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <Line label="Subtotal" value={formatTaka(totals.subTotal)} testId="subtotal" />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Discount type</legend>
        <div className="inline-flex overflow-hidden rounded-md border border-slate-300" role="group">
          {(['fixed', 'percent'] as const).map((type) => (
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
              {type === 'fixed' ? 'Fixed (৳)' : 'Percent (%)'}
            </button>
          ))}
        </div>
      </fieldset>
      <AmountBox
        name="discountAmount"
        label={form.discountType === 'percent' ? 'Discount (%)' : 'Discount (৳)'}
        hint={cutField === 'discountAmount' ? TWO_DECIMALS : undefined}
        keep={on.keepAmount}
      />
      <Line label="Discount" value={`-${formatTaka(totals.discount)}`} testId="discount" />
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <span className="font-semibold text-slate-800">Total</span>
        <span className="font-semibold text-slate-900" data-testid="total">
          {formatTaka(totals.total)}
        </span>
      </div>
      {totals.clampedToZero && (
        <p role="status" className="text-sm font-medium text-amber-700">
          {TOTAL_NEGATIVE}
        </p>
      )}
      <AmountBox
        name="amountPaid"
        label="Amount Paid"
        keep={on.keepAmount}
        hint={
          cutField === 'amountPaid'
            ? TWO_DECIMALS
            : Number(form.amountPaid || 0) === 0 && totals.amountPaid > 0
              ? `Left at 0: ${formatTaka(totals.amountPaid)} is taken as paid by ${form.paymentMethod}.`
              : undefined
        }
      />
      <Line label="Change Returned" value={formatTaka(totals.change)} testId="change" />
      {totals.status === 'due' && (
        <Line label="Amount Due" value={formatTaka(totals.amountDue)} testId="amount-due" />
      )}
      <FormField as="select" name="paymentMethod" label="Payment Method">
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </FormField>
    </section>
  );
}
