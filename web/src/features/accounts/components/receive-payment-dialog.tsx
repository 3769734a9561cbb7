import type { Account, AccountPayment } from '@dastarkhan/contract/accounts';
import { paymentInputSchema, type PaymentMethod } from '@dastarkhan/contract/tenders';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { MethodPicker, TenderReference } from '../../../components/ui/tender-fields';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { i18n, useTranslation } from '../../../lib/i18n';
import { useReceivePayment } from '../api/accounts';

/** Money received on account: credit is owed, not money, so it is not one of them. */
export const RECEIVED_METHODS = [
  'Cash',
  'Card',
  'bKash',
  'Nagad',
] as const satisfies readonly PaymentMethod[];

/**
 * The payment as typed, checked by the receipts' own tender rule (contract/tenders.ts: an amount above 0, a
 * wallet's transaction ID, a card's last 4 digits) and sent as one tender with the note.
 */
export const receiveFormSchema = z
  .object({
    amount: z.string().trim(),
    method: z.enum(RECEIVED_METHODS),
    reference: z.string(),
    note: z.string().trim().max(200),
  })
  .transform((form, ctx) => {
    if (!form.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n.t('accounts.receive.amountRequired') });
      return z.NEVER;
    }
    const tender = paymentInputSchema.safeParse({ ...form, amount: Number(form.amount) });
    if (!tender.success) {
      for (const issue of tender.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: issue.path.length ? issue.path : ['amount'],
          message: issue.message,
        });
      return z.NEVER;
    }
    return { tenders: [tender.data], ...(form.note && { note: form.note }) };
  });
type ReceiveForm = z.input<typeof receiveFormSchema>;

const EMPTY: ReceiveForm = { amount: '', method: 'Cash', reference: '', note: '' };

/** The tender: one tap per method, and its proof of payment as at the counter. */
function TenderFields() {
  const { t } = useTranslation();
  const { watch, setValue, setFocus } = useFormContext<ReceiveForm>();
  const method = watch('method');
  return (
    <>
      <MethodPicker
        label={t('accounts.receive.method')}
        methods={RECEIVED_METHODS}
        current={method}
        onPick={(picked) => {
          setValue('method', picked as ReceiveForm['method'], { shouldDirty: true });
          if (picked !== 'Cash') setTimeout(() => setFocus('reference'));
        }}
      />
      <TenderReference name="reference" method={method} />
    </>
  );
}

type ReceivePaymentDialogProps = {
  account: Account;
  open: boolean;
  onClose: () => void;
  onReceived: (payment: AccountPayment) => void;
};

/**
 * Receive a payment on a customer's account (issue 35): amount, tender and an optional note. The server applies
 * it to the oldest due receipts first; one key per payment, so a retry never pays twice.
 */
export function ReceivePaymentDialog({ account, open, onClose, onReceived }: ReceivePaymentDialogProps) {
  const { t } = useTranslation();
  const receiving = useReceivePayment();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const close = () => {
    receiving.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('accounts.receive.title', { name: account.name })}
      schema={receiveFormSchema}
      defaultValues={EMPTY}
      error={failureMessage(receiving.error, t('accounts.receive.failed'))}
      errorTitle={t('common.error')}
      onSubmit={async (body, form) => {
        const payment = await receiving.mutateAsync({ customerId: account.customerId, body, idempotencyKey });
        toast.success(
          t('accounts.receive.received', { number: payment.number, amount: formatTaka(payment.amount) }),
        );
        form.reset(EMPTY);
        setIdempotencyKey(crypto.randomUUID());
        receiving.reset();
        onReceived(payment);
      }}
      footer={
        <Button type="submit" disabled={receiving.isPending}>
          {receiving.isPending ? t('common.saving') : t('accounts.receive.submit')}
        </Button>
      }
    >
      <p className="text-sm text-slate-700" data-testid="receive-owes">
        {t('accounts.receive.owes', { name: account.name, balance: formatTaka(account.balance) })}
      </p>
      <FormField name="amount" label={t('accounts.receive.amount')} inputMode="decimal" autoComplete="off" />
      <TenderFields />
      <FormField name="note" as="textarea" label={t('accounts.receive.note')} rows={2} maxLength={200} />
    </FormDialog>
  );
}
