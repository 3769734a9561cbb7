import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/i18n';
import { useDialogAction } from './use-dialog-action';

type HoldDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Holds the order for a table, or as a takeaway (the day's next token) without one; with `send`, its dishes
   * go to the kitchen at once.
   */
  onHold: (table: string | undefined, send: boolean) => Promise<void>;
};

/**
 * Hold: the order waits, unpaid and not a sale, for its table or under a takeaway token (ADR 0083). "Hold and
 * send" also sends its dishes to the kitchen, for the table typed or as a takeaway (ADR 0121).
 */
export function HoldDialog({ open, onClose, onHold }: HoldDialogProps) {
  const { t } = useTranslation();
  const [table, setTable] = useState('');
  const { busy, error, run } = useDialogAction(t('orders.holdFailed'));
  const hold = (place: string | undefined, send = false) =>
    run(async () => {
      await onHold(place, send);
      setTable('');
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('orders.holdTitle')}
      size="sm"
      error={error}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void hold(undefined)}>
            {t('orders.takeaway')}
          </Button>
          <Button disabled={busy || table.trim() === ''} onClick={() => void hold(table.trim())}>
            {t('orders.holdForTable')}
          </Button>
          <Button disabled={busy} onClick={() => void hold(table.trim() || undefined, true)}>
            {t('orders.holdAndSend')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('orders.table')}
        value={table}
        maxLength={20}
        autoComplete="off"
        hint={t('orders.tableHint')}
        onChange={(event) => setTable(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (table.trim() !== '') void hold(table.trim());
          }
        }}
      />
    </Dialog>
  );
}
