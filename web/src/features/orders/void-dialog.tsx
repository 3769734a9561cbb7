import { VOID_REASON_MAX, VOID_REASON_MIN } from '@dastarkhan/contract/limits';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { BackButton } from '../../components/ui/back-and-dashboard';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/i18n';
import { useDialogAction } from './use-dialog-action';

type VoidDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Whether the kitchen has had any of it: then a reason is required, and kept with the void. */
  sentToKitchen: boolean;
  onVoid: (reason: string) => Promise<void>;
};

/** Cancelling a held order: kept as a void with who, when and why, never deleted (ADR 0083). */
export function VoidDialog({ open, onClose, sentToKitchen, onVoid }: VoidDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useDialogAction(t('orders.voidFailed'));
  const short = sentToKitchen && reason.trim().length < VOID_REASON_MIN;
  const submit = () => run(() => onVoid(reason.trim()));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('orders.voidTitle')}
      size="sm"
      error={error}
      footer={
        <>
          <BackButton onClick={onClose} />
          <Button variant="danger" disabled={busy || short} onClick={() => void submit()}>
            {t('orders.voidOrder')}
          </Button>
        </>
      }
    >
      <TextField
        label={sentToKitchen ? t('orders.voidReasonRequired') : t('orders.voidReason')}
        value={reason}
        maxLength={VOID_REASON_MAX}
        hint={sentToKitchen ? t('orders.voidReasonHint', { min: VOID_REASON_MIN }) : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
