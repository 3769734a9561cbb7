import {
  PAYMENT_METHODS,
  tendersProblem,
  WALLET_METHODS,
  type PaymentMethod,
} from '@dastarkhan/contract/tenders';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { BackButton } from '../../../components/ui/back-and-dashboard';
import { SmallIcon } from '../../../components/ui/icon';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import {
  amountOf,
  blankTender,
  quickAmounts,
  type AmountField,
  type ReceiptForm,
  type ReceiptTotals,
} from '../receipt-form';
import { AmountBox, type KeepAmount } from './amount-box';
import { TotalLine } from './order-totals';

/** Keys that pick a method from the amount box, where letters mean nothing (shortcuts-help.tsx shows them). */
export const METHOD_KEYS: Record<string, PaymentMethod> = {
  c: 'Cash',
  d: 'Card',
  b: 'bKash',
  n: 'Nagad',
  r: 'Credit',
};
const KEY_OF = Object.fromEntries(Object.entries(METHOD_KEYS).map(([key, method]) => [method, key]));

type ChargeDialogProps = {
  open: boolean;
  onClose: () => void;
  totals: ReceiptTotals;
  cutField: AmountField | undefined;
  keepAmount: KeepAmount;
  /** Create Receipt or Update Receipt, or what it is waiting for. */
  submitLabel: string;
  submitting: boolean;
  /** Why the server refused the save. */
  error: string;
};

/**
 * Charge: the total and any mix of payments. The last payment line is the one being taken (its method, amount
 * with quick cash amounts, and the transaction ID or card digits); the ones before it are listed. What the
 * lines leave unpaid is Due on Credit; change is cash only (contract/src/tenders.ts).
 */
export function ChargeDialog({
  open,
  onClose,
  totals,
  cutField,
  keepAmount,
  submitLabel,
  submitting,
  error,
}: ChargeDialogProps) {
  const { t } = useTranslation();
  const { watch, setValue, setFocus } = useFormContext<ReceiptForm>();
  const lines = useFieldArray<ReceiptForm, 'payments'>({ name: 'payments' });
  const payments = watch('payments');
  const index = payments.length - 1;
  const current = payments[index]!;
  const amountRef = useRef<HTMLInputElement | null>(null);
  const number = index + 1;
  // What the lines before the current one leave owed: the current line's Exact, and what a blank wallet pays.
  const paidBefore = payments.slice(0, index).reduce((sum, line) => sum + amountOf(line.amount), 0);
  const owed = Math.max(0, Math.round((totals.total - paidBefore) * 100) / 100);
  const problem = tendersProblem(totals.total, totals.tenders);

  // A tender line added or removed while the panel is open: its amount is what is typed next.
  useEffect(() => {
    if (open) amountRef.current?.focus();
  }, [open, index]);

  const pick = (method: PaymentMethod) => {
    setValue(`payments.${index}.method`, method, { shouldDirty: true });
    if (method !== 'Cash' && method !== 'Credit' && amountOf(current.amount) === 0)
      setValue(`payments.${index}.amount`, '', { shouldDirty: true });
    // A wallet's transaction ID is what is typed next; a card's digits are optional.
    if (WALLET_METHODS.includes(method)) setTimeout(() => setFocus(`payments.${index}.reference`));
  };

  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const method = METHOD_KEYS[event.key.toLowerCase()];
    if (method && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      pick(method);
    }
  };

  const methodGroup = number === 1 ? t('receipt.paymentMethod') : t('receipt.methodOfPayment', { number });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocus={amountRef}
      title={t('receipt.chargeTitle', { total: formatTaka(totals.total) })}
      error={error}
      errorTitle={t('common.error')}
      footer={
        <>
          <BackButton onClick={onClose} />
          <Button type="submit" disabled={submitting || problem !== undefined}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {index > 0 && (
          <ul aria-label={t('receipt.paymentsTaken')} className="space-y-1">
            {payments.slice(0, index).map((line, at) => (
              <li
                key={lines.fields[at]?.id ?? at}
                className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
              >
                <span>
                  {t(`invoices.paymentMethod.${line.method}`)} {line.reference && `· ${line.reference}`}
                </span>
                <span className="ml-auto font-medium">{formatTaka(amountOf(line.amount))}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('receipt.removePayment', { number: at + 1 })}
                  onClick={() => lines.remove(at)}
                >
                  <SmallIcon name="close" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div role="group" aria-label={methodGroup} className="grid grid-cols-5 gap-1.5">
          {PAYMENT_METHODS.map((method) => (
            <button
              key={method}
              type="button"
              aria-pressed={current.method === method}
              aria-keyshortcuts={KEY_OF[method]}
              onClick={() => pick(method)}
              className={cn(
                'min-h-11 rounded-md border px-1 text-sm font-medium',
                current.method === method
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`invoices.paymentMethod.${method}`)}
            </button>
          ))}
        </div>
        {current.method === 'Credit' ? (
          <p className="text-sm text-slate-600">{t('receipt.creditRest', { amount: formatTaka(owed) })}</p>
        ) : (
          <AmountBox
            key={index}
            name={`payments.${index}.amount`}
            label={number === 1 ? t('receipt.amountPaid') : t('receipt.amountOfPayment', { number })}
            keep={keepAmount}
            inputRef={amountRef}
            onKeyDown={onAmountKey}
            hint={
              cutField === `payments.${index}.amount`
                ? t('receipt.twoDecimals')
                : current.method !== 'Cash' && amountOf(current.amount) === 0 && owed > 0
                  ? t('receipt.takenAsPaid', {
                      amount: formatTaka(owed),
                      method: t(`invoices.paymentMethod.${current.method}`),
                    })
                  : undefined
            }
          />
        )}
        {current.method === 'Cash' && owed > 0 && (
          <div role="group" aria-label={t('receipt.quickAmounts')} className="flex flex-wrap gap-1.5">
            {quickAmounts(owed).map((amount, at) => (
              <Button
                key={amount}
                variant="secondary"
                onClick={() => setValue(`payments.${index}.amount`, String(amount), { shouldDirty: true })}
              >
                {at === 0 ? t('receipt.exact') : formatTaka(amount)}
              </Button>
            ))}
          </div>
        )}
        {WALLET_METHODS.includes(current.method) && (
          <FormField
            key={`ref-${index}`}
            name={`payments.${index}.reference`}
            label={t('receipt.transactionId')}
            autoComplete="off"
          />
        )}
        {current.method === 'Card' && (
          <FormField
            key={`card-${index}`}
            name={`payments.${index}.reference`}
            label={t('receipt.cardLast4')}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        {totals.status === 'due' && current.method !== 'Credit' && (
          <Button
            variant="secondary"
            onClick={() =>
              lines.append(blankTender(payments.some((line) => line.method === 'Cash') ? 'bKash' : 'Cash'))
            }
          >
            {t('receipt.addPayment')}
          </Button>
        )}
        <div className="space-y-1 border-t border-slate-200 pt-3">
          <TotalLine label={t('receipt.paid')} value={formatTaka(totals.amountPaid)} testId="amount-paid" />
          <TotalLine label={t('receipt.changeReturned')} value={formatTaka(totals.change)} testId="change" />
          {totals.status === 'due' && (
            <TotalLine
              label={t('receipt.amountDue')}
              value={formatTaka(totals.amountDue)}
              testId="amount-due"
            />
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
