import { supplierVoidBodySchema } from '@dastarkhan/contract/suppliers';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useVoidPayment } from '../api/suppliers';

/** A payment made by mistake is voided with why, by an appended row: its intakes are due again. */
export function VoidPaymentDialog({ paymentId, number }: { paymentId: string; number: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const voiding = useVoidPayment();
  return (
    <>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={t('suppliers.void.label', { number })}
        onClick={() => setOpen(true)}
      >
        {t('suppliers.void.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('suppliers.void.title', { number })}
        onClose={() => setOpen(false)}
        schema={supplierVoidBodySchema}
        defaultValues={{ reason: '' }}
        error={failureMessage(voiding.error, t('suppliers.void.failed'))}
        onSubmit={async ({ reason }) => {
          await voiding.mutateAsync({ id: paymentId, reason });
          toast.success(t('suppliers.void.voided'));
          setOpen(false);
        }}
        footer={
          <Button type="submit" variant="danger" disabled={voiding.isPending}>
            {t('suppliers.void.submit')}
          </Button>
        }
      >
        <FormField name="reason" as="textarea" label={t('suppliers.void.reason')} maxLength={200} />
      </FormDialog>
    </>
  );
}
