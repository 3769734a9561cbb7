import { paymentVoidBodySchema } from '@dastarkhan/contract/accounts';
import { VoidDialog } from '../../../components/ui/void-dialog';
import { useTranslation } from '../../../lib/i18n';
import { useVoidPayment } from '../api/accounts';

/**
 * A payment taken by mistake is voided, with why (manager or admin): the receipts it paid become due again
 * and the statement gains a line; the payment is never edited or deleted.
 */
export function VoidPaymentDialog({ paymentId, number }: { paymentId: string; number: string }) {
  const { t } = useTranslation();
  const voiding = useVoidPayment();
  return (
    <VoidDialog
      schema={paymentVoidBodySchema}
      voiding={{ ...voiding, mutateAsync: (reason) => voiding.mutateAsync({ id: paymentId, reason }) }}
      texts={{
        open: t('accounts.void.open'),
        openLabel: t('accounts.void.openNamed', { number }),
        title: t('accounts.void.title', { number }),
        intro: t('accounts.void.intro'),
        reason: t('accounts.void.reason'),
        submit: t('accounts.void.submit'),
        done: t('accounts.void.done', { number }),
        failed: t('accounts.receive.failed'),
      }}
    />
  );
}
