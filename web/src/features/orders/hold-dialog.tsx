import { optionalText } from '@dastarkhan/contract/common';
import { TABLE_LABEL_MAX } from '@dastarkhan/contract/limits';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { useTranslation } from '../../lib/i18n';
import { useDialogAction } from './use-dialog-action';

const holdSchema = z.object({ table: optionalText(TABLE_LABEL_MAX) });
type HoldForm = z.input<typeof holdSchema>;

type HoldDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Holds the order for a table, or as a takeaway (the day's next token) without one; with `send`, its dishes
   * go to the kitchen at once.
   */
  onHold: (table: string | undefined, send: boolean) => Promise<void>;
};

/** How the order is held: for the table typed, as a takeaway, or either and sent to the kitchen at once. */
type Intent = 'table' | 'takeaway' | 'send';

/** The footer's three submit buttons: Hold for table waits for a table; the other two take the order as it is. */
function HoldButtons({ busy, onIntent }: { busy: boolean; onIntent: (intent: Intent) => void }) {
  const { t } = useTranslation();
  const table = useWatch<HoldForm, 'table'>({ name: 'table' });
  return (
    <>
      <Button type="submit" variant="secondary" disabled={busy} onClick={() => onIntent('takeaway')}>
        {t('orders.takeaway')}
      </Button>
      {/* Enter in the table box presses the first submit button that can be pressed: this one, once a table
          is typed. */}
      <Button type="submit" disabled={busy || table.trim() === ''} onClick={() => onIntent('table')}>
        {t('orders.holdForTable')}
      </Button>
      <Button type="submit" disabled={busy} onClick={() => onIntent('send')}>
        {t('orders.holdAndSend')}
      </Button>
    </>
  );
}

/**
 * Hold: the order waits, unpaid and not a sale, for its table or under a takeaway token (ADR 0083). "Hold and
 * send" also sends its dishes to the kitchen, for the table typed or as a takeaway (ADR 0121).
 */
export function HoldDialog({ open, onClose, onHold }: HoldDialogProps) {
  const { t } = useTranslation();
  const intent = useRef<Intent>('table');
  const { busy, error, run } = useDialogAction(t('orders.holdFailed'));
  return (
    <FormDialog
      schema={holdSchema}
      defaultValues={{ table: '' }}
      onSubmit={({ table }, form) =>
        run(async () => {
          const place = intent.current === 'takeaway' ? undefined : table || undefined;
          await onHold(place, intent.current === 'send');
          form.reset();
        })
      }
      open={open}
      onClose={onClose}
      title={t('orders.holdTitle')}
      size="sm"
      error={error}
      footer={<HoldButtons busy={busy} onIntent={(pressed) => (intent.current = pressed)} />}
    >
      <FormField
        name="table"
        label={t('orders.table')}
        maxLength={TABLE_LABEL_MAX}
        autoComplete="off"
        hint={t('orders.tableHint')}
      />
    </FormDialog>
  );
}
