import { WALLET_METHODS, type PaymentMethod } from '@dastarkhan/contract/tenders';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BackButton } from '../../../components/ui/back-and-dashboard';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SmallIcon } from '../../../components/ui/icon';
import { MethodPicker, TenderReference } from '../../../components/ui/tender-fields';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { printSettingsQuery } from '../../../lib/print-settings';
import {
  amountOf,
  blankTender,
  chargeFormProblem,
  quickAmounts,
  type AmountField,
  type ReceiptForm,
  type ReceiptTotals,
  type TenderLine,
} from '../receipt-form';
import { AmountBox, type KeepAmount } from './amount-box';
import { CreditCustomer, useCreditCustomer } from './credit-customer';
import { TotalLine } from './order-totals';
import type { Charge } from './use-charge';

/** Keys that pick a method from the amount box, where letters mean nothing (shortcuts-help.tsx shows them). */
export const METHOD_KEYS: Record<string, PaymentMethod> = {
  c: 'Cash',
  d: 'Card',
  b: 'bKash',
  n: 'Nagad',
  r: 'Credit',
};
const KEY_OF = Object.fromEntries(Object.entries(METHOD_KEYS).map(([key, method]) => [method, key]));

/** The payment lines before the one being taken, each with its Remove. */
function PaymentsTaken({
  payments,
  keys,
  onRemove,
}: {
  payments: TenderLine[];
  keys: string[];
  onRemove: (at: number) => void;
}) {
  const { t } = useTranslation();
  if (payments.length === 0) return null;
  return (
    <ul aria-label={t('receipt.paymentsTaken')} className="space-y-1">
      {payments.map((line, at) => (
        <li
          key={keys[at] ?? at}
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
            onClick={() => onRemove(at)}
          >
            <SmallIcon name="close" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

type TenderProps = {
  index: number;
  line: TenderLine;
  /** What the lines before this one leave owed. */
  owed: number;
  cutField: AmountField | undefined;
  keepAmount: KeepAmount;
  amountRef: RefObject<HTMLInputElement | null>;
  onPick: (method: PaymentMethod) => void;
};

/** The payment being taken: its amount (or Credit's rest), quick cash amounts, and its proof of payment. */
function CurrentTender({ index, line, owed, cutField, keepAmount, amountRef, onPick }: TenderProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ReceiptForm>();
  const number = index + 1;
  const method = t(`invoices.paymentMethod.${line.method}`);
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const picked = METHOD_KEYS[event.key.toLowerCase()];
    if (picked && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onPick(picked);
    }
  };
  if (line.method === 'Credit')
    return <p className="text-sm text-slate-600">{t('receipt.creditRest', { amount: formatTaka(owed) })}</p>;
  return (
    <>
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
            : line.method !== 'Cash' && amountOf(line.amount) === 0 && owed > 0
              ? t('receipt.takenAsPaid', { amount: formatTaka(owed), method })
              : undefined
        }
      />
      {line.method === 'Cash' && owed > 0 && (
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
      <TenderReference name={`payments.${index}.reference`} method={line.method} />
    </>
  );
}

/** What the payments come to: paid, change (cash only) and what stays due; and why it can't be saved yet. */
function ChargeSums({ totals, problem }: { totals: ReceiptTotals; problem: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

type ChargeDialogProps = {
  charge: Charge;
  totals: ReceiptTotals;
  cutField: AmountField | undefined;
  keepAmount: KeepAmount;
  /** The panel's submit: the order checked, then saved. */
  onSave: (event?: FormEvent) => Promise<void>;
};

/**
 * Charge: the total and any mix of payments, and the save (Create Receipt or Update Receipt) as this panel's own
 * form. The last payment line is the one being taken; the ones before it are listed. What the lines leave
 * unpaid is refused unless Credit is picked for it; change is cash only (contract/src/tenders.ts).
 */
export function ChargeDialog({ charge, totals, cutField, keepAmount, onSave }: ChargeDialogProps) {
  const { t } = useTranslation();
  // The receipt prints by the business's print settings: read while the payment is typed, so the receipt
  // shows as soon as it is saved (issue 36).
  usePrefetchQuery(printSettingsQuery);
  const formId = useId();
  const { watch, setValue, setFocus } = useFormContext<ReceiptForm>();
  const lines = useFieldArray<ReceiptForm, 'payments'>({ name: 'payments' });
  const form = watch();
  const payments = form.payments;
  // Nothing left unpaid unless Credit is chosen for it, never for a walk-in (ADR 0147), and no box holding letters.
  const credit = useCreditCustomer(form, totals);
  const problem = chargeFormProblem(form, totals) ?? credit.problem;
  const index = payments.length - 1;
  const current = payments[index]!;
  const amountRef = useRef<HTMLInputElement | null>(null);
  // What the lines before the current one leave owed: the current line's Exact, and what a blank wallet pays.
  const paidBefore = payments.slice(0, index).reduce((sum, line) => sum + amountOf(line.amount), 0);
  const owed = Math.max(0, Math.round((totals.total - paidBefore) * 100) / 100);

  // A tender line added or removed while the panel is open: its amount is what is typed next.
  useEffect(() => {
    if (charge.open) amountRef.current?.focus();
  }, [charge.open, index]);

  const pick = (method: PaymentMethod) => {
    setValue(`payments.${index}.method`, method, { shouldDirty: true });
    if (method !== 'Cash' && method !== 'Credit' && amountOf(current.amount) === 0)
      setValue(`payments.${index}.amount`, '', { shouldDirty: true });
    // A wallet's transaction ID is what is typed next; a card's digits are optional.
    if (WALLET_METHODS.includes(method)) setTimeout(() => setFocus(`payments.${index}.reference`));
  };

  return (
    <Dialog
      open={charge.open}
      onClose={charge.close}
      initialFocus={amountRef}
      title={t('receipt.chargeTitle', { total: formatTaka(totals.total) })}
      error={charge.error}
      errorTitle={t('common.error')}
      footer={
        <>
          <BackButton onClick={charge.close} />
          <Button type="submit" form={formId} disabled={charge.submitting || problem !== undefined}>
            {charge.submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          // The panel's submit only: React would hand it on to the counter's form, which opens this panel.
          event.stopPropagation();
          void onSave(event);
        }}
        className="space-y-4"
      >
        <PaymentsTaken
          payments={payments.slice(0, index)}
          keys={lines.fields.map((field) => field.id)}
          onRemove={lines.remove}
        />
        <MethodPicker
          keyOf={KEY_OF}
          label={
            index === 0 ? t('receipt.paymentMethod') : t('receipt.methodOfPayment', { number: index + 1 })
          }
          current={current.method}
          onPick={pick}
        />
        <CurrentTender
          index={index}
          line={current}
          owed={owed}
          cutField={cutField}
          keepAmount={keepAmount}
          amountRef={amountRef}
          onPick={pick}
        />
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
        <CreditCustomer credit={credit} />
        <ChargeSums totals={totals} problem={problem} />
      </form>
    </Dialog>
  );
}
