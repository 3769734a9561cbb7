import { PAYMENT_METHODS, type PaymentMethod } from '@dastarkhan/contract/invoices';
import type { DiscountType } from '@dastarkhan/contract/money';
import { SelectField, TextField } from '../../../components/ui/field';
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
  form: ReceiptForm;
  totals: ReceiptTotals;
  /** The amount box that has just dropped a third decimal. */
  cutField: AmountField | undefined;
  onDiscountType: (type: DiscountType) => void;
  onDiscount: (text: string) => void;
  onAmountPaid: (text: string) => void;
  onPaymentMethod: (method: PaymentMethod) => void;
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

/** Amounts are text boxes with a decimal keypad: the form, not the browser, decides what they keep. */
const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;

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
      <TextField
        label={form.discountType === 'percent' ? 'Discount (%)' : 'Discount (৳)'}
        {...AMOUNT_INPUT}
        value={form.discountAmount}
        hint={cutField === 'discountAmount' ? TWO_DECIMALS : undefined}
        onChange={(event) => on.onDiscount(event.target.value)}
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
      <TextField
        label="Amount Paid"
        {...AMOUNT_INPUT}
        value={form.amountPaid}
        hint={
          cutField === 'amountPaid'
            ? TWO_DECIMALS
            : Number(form.amountPaid || 0) === 0 && totals.amountPaid > 0
              ? `Left at 0: ${formatTaka(totals.amountPaid)} is taken as paid by ${form.paymentMethod}.`
              : undefined
        }
        onChange={(event) => on.onAmountPaid(event.target.value)}
      />
      <Line label="Change Returned" value={formatTaka(totals.change)} testId="change" />
      {totals.status === 'due' && (
        <Line label="Amount Due" value={formatTaka(totals.amountDue)} testId="amount-due" />
      )}
      <SelectField
        label="Payment Method"
        value={form.paymentMethod}
        onChange={(event) => on.onPaymentMethod(event.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
