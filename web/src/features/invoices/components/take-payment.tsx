import { receiptPayment, type Invoice } from '@dastarkhan/contract/invoices';
import { PAYMENT_METHODS, WALLET_METHODS, type PaymentInput } from '@dastarkhan/contract/tenders';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useTakePayment } from '../api/take-payment';
import { amountOf } from '../receipt-form';

/** Money is received later in any method but Credit, which is what is owed. */
const RECEIVED = PAYMENT_METHODS.filter((method) => method !== 'Credit');

/** The payment as typed, read the way the counter reads its amount boxes; the server checks the rest. */
const laterPaymentSchema = z
  .object({ method: z.enum(PAYMENT_METHODS), amount: z.string(), reference: z.string() })
  .transform((typed): PaymentInput => ({
    method: typed.method,
    amount: amountOf(typed.amount),
    reference: typed.reference.trim(),
  }));
type LaterPaymentForm = z.input<typeof laterPaymentSchema>;

/** The method as a row of buttons, the amount and, for a card or a wallet, its reference. */
function PaymentFields() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<LaterPaymentForm>();
  const method = useWatch({ control, name: 'method' });
  return (
    <>
      <div role="group" aria-label={t('receipt.paymentMethod')} className="grid grid-cols-4 gap-1.5">
        {RECEIVED.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={method === choice}
            onClick={() => setValue('method', choice)}
            className={cn(
              'min-h-11 rounded-md border text-sm font-medium',
              method === choice
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            {t(`invoices.paymentMethod.${choice}`)}
          </button>
        ))}
      </div>
      <FormField name="amount" label={t('receipt.amountPaid')} inputMode="decimal" autoComplete="off" />
      {(WALLET_METHODS.includes(method) || method === 'Card') && (
        <FormField
          name="reference"
          label={method === 'Card' ? t('receipt.cardLast4') : t('receipt.transactionId')}
          autoComplete="off"
        />
      )}
    </>
  );
}

/**
 * Take payment on a due receipt (issue 14): what is owed, a method, the amount (the whole due to start with)
 * and the transaction ID or card digits; recorded as one more payment, so the receipt turns Paid once covered.
 */
export function TakePayment({ invoice, onPaid }: { invoice: Invoice; onPaid: (invoice: Invoice) => void }) {
  const { t } = useTranslation();
  const take = useTakePayment();
  const { amountDue } = receiptPayment(invoice.total, invoice.paymentMethod, invoice.amountPaid);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState('');
  if (amountDue <= 0) return null;
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('receipt.takePayment', { amount: formatTaka(amountDue) })}
      </Button>
    );

  const wholeDue: LaterPaymentForm = { method: 'Cash', amount: String(amountDue), reference: '' };
  const submit = async (payment: PaymentInput) => {
    setError('');
    try {
      onPaid(await take.mutateAsync({ id: invoice._id, payment, idempotencyKey: key }));
      setKey(crypto.randomUUID());
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, t('receipt.takePaymentFailed')));
    }
  };
  return (
    <Form
      schema={laterPaymentSchema}
      defaultValues={wholeDue}
      onSubmit={submit}
      aria-label={t('receipt.takePaymentTitle')}
      className="w-full max-w-md space-y-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <p className="text-sm font-medium text-slate-700">
        {t('receipt.takePaymentTitle')}: {formatTaka(amountDue)}
      </p>
      <PaymentFields />
      <FormActions error={error} errorTitle={t('common.error')}>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={take.isPending}>
          {t('receipt.recordPayment')}
        </Button>
      </FormActions>
    </Form>
  );
}
