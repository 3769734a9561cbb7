import { discountLimitsApply } from '@dastarkhan/contract/counter-rules';
import { DISCOUNT_TYPES, fromPoisha, type DiscountType } from '@dastarkhan/contract/money';
import type { ReceiptVat } from '@dastarkhan/contract/receipt-vat';
import type { RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { useCounterLimits } from '../../../lib/counter-limits';
import { formatNumber, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import type { AmountField, ReceiptForm, ReceiptTotals } from '../receipt-form';
import { AmountBox, type KeepAmount } from './amount-box';

type OrderTotalsProps = {
  form: ReceiptForm;
  totals: ReceiptTotals;
  /** The amount box that has just dropped a third decimal. */
  cutField: AmountField | undefined;
  onDiscountType: (type: DiscountType) => void;
  keepAmount: KeepAmount;
  discountRef: RefObject<HTMLInputElement | null>;
};

export function TotalLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between text-sm">
      <span className="text-slate-600">{label}</span>
      <span className="font-medium text-slate-800" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The service charge and the VAT per rate, as the server will store them (issue 34). */
function VatLines({ vat }: { vat: ReceiptVat }) {
  const { t } = useTranslation();
  return (
    <>
      {vat.serviceCharge > 0 && (
        <TotalLine
          label={t('receipt.serviceCharge')}
          value={formatTaka(fromPoisha(vat.serviceCharge))}
          testId="service-charge"
        />
      )}
      {vat.lines.map((line) => (
        <TotalLine
          key={line.rateName}
          label={t(line.inclusive ? 'receipt.vatIncluded' : 'receipt.vatAdded', {
            name: line.rateName,
            percent: formatNumber(line.percent),
          })}
          value={formatTaka(fromPoisha(line.vat))}
          testId={`vat-${line.rateName}`}
        />
      ))}
    </>
  );
}

/** The discount a non-admin gives without an admin's approval (ADR 0141); none for an admin. */
function useDiscountLimitHint(): string | undefined {
  const { t } = useTranslation();
  const { user } = useSession();
  const limits = useCounterLimits();
  if (!user || !discountLimitsApply(user.role) || !limits.data) return undefined;
  const { maxDiscountPercent: percent, maxDiscountAmount } = limits.data;
  return t('receipt.discountLimit', { percent, amount: formatTaka(maxDiscountAmount) });
}

/** The discount (fixed or percent, SPEC §5) and the order's subtotal, discount and total. */
export function OrderTotals({
  form,
  totals,
  cutField,
  onDiscountType,
  keepAmount,
  discountRef,
}: OrderTotalsProps) {
  const { t } = useTranslation();
  const limitHint = useDiscountLimitHint();
  return (
    <section aria-label={t('receipt.totals')} className="space-y-2">
      <div className="flex items-end gap-2">
        <fieldset className="shrink-0">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('receipt.discountType')}</legend>
          <div className="inline-flex overflow-hidden rounded-md border border-slate-300" role="group">
            {DISCOUNT_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={form.discountType === type}
                onClick={() => {
                  onDiscountType(type);
                  // The amount is what comes next: one tap fewer, and what is typed replaces the reset 0.
                  requestAnimationFrame(() => discountRef.current?.focus());
                }}
                className={cn(
                  'px-2.5 py-2 text-sm pointer-coarse:min-h-11',
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
        {/* Entered by a key or a tap, the box's text is selected, so typing 10 makes 10 and not 010. */}
        <div
          className="min-w-0 flex-1"
          onFocus={(event) => {
            if (event.target instanceof HTMLInputElement) event.target.select();
          }}
        >
          <AmountBox
            name="discountAmount"
            label={
              form.discountType === 'percent' ? t('receipt.discountPercent') : t('receipt.discountFixed')
            }
            hint={cutField === 'discountAmount' ? t('receipt.twoDecimals') : limitHint}
            keep={keepAmount}
            inputRef={discountRef}
          />
        </div>
      </div>
      <TotalLine label={t('receipt.subtotal')} value={formatTaka(totals.subTotal)} testId="subtotal" />
      <TotalLine label={t('receipt.discount')} value={`-${formatTaka(totals.discount)}`} testId="discount" />
      {totals.vat && <VatLines vat={totals.vat} />}
      <div className="flex justify-between border-t border-slate-200 pt-1.5 text-lg">
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
    </section>
  );
}
