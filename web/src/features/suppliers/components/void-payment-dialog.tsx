import { supplierVoidBodySchema } from '@dastarkhan/contract/suppliers';
import { VoidDialog } from '../../../components/ui/void-dialog';
import { useTranslation } from '../../../lib/i18n';
import { useVoidPayment } from '../api/suppliers';

/** A payment made by mistake is voided with why, by an appended row: its intakes are due again. */
export function VoidPaymentDialog({ paymentId, number }: { paymentId: string; number: string }) {
  const { t } = useTranslation();
  const voiding = useVoidPayment();
  return (
    <VoidDialog
      schema={supplierVoidBodySchema}
      voiding={{ ...voiding, mutateAsync: (reason) => voiding.mutateAsync({ id: paymentId, reason }) }}
      texts={{
        open: t('suppliers.void.open'),
        openLabel: t('suppliers.void.label', { number }),
        title: t('suppliers.void.title', { number }),
        reason: t('suppliers.void.reason'),
        submit: t('suppliers.void.submit'),
        done: t('suppliers.void.voided'),
        failed: t('suppliers.void.failed'),
      }}
    />
  );
}
