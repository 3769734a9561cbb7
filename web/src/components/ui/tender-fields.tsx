import { PAYMENT_METHODS, WALLET_METHODS, type PaymentMethod } from '@dastarkhan/contract/tenders';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { FormField } from './form-field';

type MethodPickerProps = {
  label: string;
  current: PaymentMethod;
  onPick: (method: PaymentMethod) => void;
  /** The methods offered, in order: all of them at the counter; money only when a payment is received. */
  methods?: readonly PaymentMethod[];
  /** The key that picks each method, announced to assistive technology. */
  keyOf?: Partial<Record<PaymentMethod, string>>;
};

/**
 * One tap per method (Cash, Card, bKash, Nagad, Credit): the counter's Charge panel and a payment received on a
 * customer's account pick their tender the same way.
 */
export function MethodPicker({
  label,
  current,
  onPick,
  methods = PAYMENT_METHODS,
  keyOf,
}: MethodPickerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'grid gap-1.5',
        methods.length === PAYMENT_METHODS.length ? 'grid-cols-5' : 'grid-cols-4',
      )}
    >
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          aria-pressed={current === method}
          aria-keyshortcuts={keyOf?.[method]}
          onClick={() => onPick(method)}
          className={cn(
            'min-h-11 rounded-md border px-1 text-sm font-medium',
            current === method
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {t(`invoices.paymentMethod.${method}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * A tender's proof of payment under the receipts' rule (contract/tenders.ts): a bKash or Nagad payment's
 * transaction ID, a card's optional last 4 digits; nothing for cash or credit. `name` is the form's field.
 */
export function TenderReference({ name, method }: { name: string; method: PaymentMethod }) {
  const { t } = useTranslation();
  if (WALLET_METHODS.includes(method))
    return (
      <FormField key={`ref-${name}`} name={name} label={t('receipt.transactionId')} autoComplete="off" />
    );
  if (method === 'Card')
    return (
      <FormField
        key={`card-${name}`}
        name={name}
        label={t('receipt.cardLast4')}
        inputMode="numeric"
        autoComplete="off"
      />
    );
  return null;
}
