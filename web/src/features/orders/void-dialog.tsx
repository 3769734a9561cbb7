import { optionalText } from '@dastarkhan/contract/common';
import { VOID_REASON_MAX, VOID_REASON_MIN } from '@dastarkhan/contract/limits';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { BackButton } from '../../components/ui/back-and-dashboard';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { useTranslation } from '../../lib/i18n';
import { useDialogAction } from './use-dialog-action';

const voidSchema = z.object({ reason: optionalText(VOID_REASON_MAX) });
type VoidForm = z.input<typeof voidSchema>;

type VoidDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Whether the kitchen has had any of it: then a reason is required, and kept with the void. */
  sentToKitchen: boolean;
  onVoid: (reason: string) => Promise<void>;
};

/** Void order waits for a reason long enough, once the kitchen has had part of the order. */
function VoidButton({ busy, sentToKitchen }: { busy: boolean; sentToKitchen: boolean }) {
  const { t } = useTranslation();
  const reason = useWatch<VoidForm, 'reason'>({ name: 'reason' });
  const short = sentToKitchen && reason.trim().length < VOID_REASON_MIN;
  return (
    <Button type="submit" variant="danger" disabled={busy || short}>
      {t('orders.voidOrder')}
    </Button>
  );
}

/** Cancelling a held order: kept as a void with who, when and why, never deleted (ADR 0083). */
export function VoidDialog({ open, onClose, sentToKitchen, onVoid }: VoidDialogProps) {
  const { t } = useTranslation();
  const { busy, error, run } = useDialogAction(t('orders.voidFailed'));
  return (
    <FormDialog
      schema={voidSchema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => run(() => onVoid(reason))}
      open={open}
      onClose={onClose}
      title={t('orders.voidTitle')}
      size="sm"
      error={error}
      footer={
        <>
          <BackButton onClick={onClose} />
          <VoidButton busy={busy} sentToKitchen={sentToKitchen} />
        </>
      }
    >
      <FormField
        name="reason"
        label={sentToKitchen ? t('orders.voidReasonRequired') : t('orders.voidReason')}
        maxLength={VOID_REASON_MAX}
        hint={sentToKitchen ? t('orders.voidReasonHint', { min: VOID_REASON_MIN }) : undefined}
      />
    </FormDialog>
  );
}
