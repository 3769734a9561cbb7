import type { InvoiceSummary } from '@dastarkhan/contract/invoices';
import { VOID_REASON_MAX } from '@dastarkhan/contract/limits';
import { voidReasonFormSchema } from '@dastarkhan/contract/void-reason';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';

export type VoidReceiptDialogProps = {
  /** The receipt being deleted; none: the dialog is closed. */
  invoice: InvoiceSummary | undefined;
  onClose: () => void;
  onVoid: (invoice: InvoiceSummary, reason: string) => void;
};

/**
 * The spec's delete confirmation, with the reason the void keeps (ADR 0155): a receipt is never removed, so
 * whoever deletes one says why.
 */
export function VoidReceiptDialog({ invoice, onClose, onVoid }: VoidReceiptDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      schema={voidReasonFormSchema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => {
        if (invoice) onVoid(invoice, reason);
        onClose();
      }}
      open={Boolean(invoice)}
      onClose={onClose}
      title={t('common.pleaseConfirm')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('common.delete')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-slate-700">{t('invoices.confirmDelete')}</p>
      <FormField
        name="reason"
        label={t('invoices.voidReason')}
        maxLength={VOID_REASON_MAX}
        hint={t('invoices.voidReasonHint')}
      />
    </FormDialog>
  );
}
