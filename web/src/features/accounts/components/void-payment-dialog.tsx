import { paymentVoidBodySchema } from '@dastarkhan/contract/accounts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useVoidPayment } from '../api/accounts';

/**
 * A payment taken by mistake is voided, with why (manager or admin): the receipts it paid become due again
 * and the statement gains a line; the payment is never edited or deleted.
 */
export function VoidPaymentDialog({ paymentId, number }: { paymentId: string; number: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const voiding = useVoidPayment();
  return (
    <>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={t('accounts.void.openNamed', { number })}
        onClick={() => setOpen(true)}
      >
        {t('accounts.void.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('accounts.void.title', { number })}
        onClose={() => setOpen(false)}
        schema={paymentVoidBodySchema}
        defaultValues={{ reason: '' }}
        error={failureMessage(voiding.error, t('accounts.receive.failed'))}
        onSubmit={async ({ reason }) => {
          await voiding.mutateAsync({ id: paymentId, reason });
          toast.success(t('accounts.void.done', { number }));
          setOpen(false);
        }}
        footer={
          <Button type="submit" variant="danger" disabled={voiding.isPending}>
            {t('accounts.void.submit')}
          </Button>
        }
      >
        <p className="text-sm text-slate-600">{t('accounts.void.intro')}</p>
        <FormField name="reason" as="textarea" label={t('accounts.void.reason')} maxLength={200} />
      </FormDialog>
    </>
  );
}
