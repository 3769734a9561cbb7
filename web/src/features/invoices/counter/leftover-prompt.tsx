import { businessDay } from '@dastarkhan/contract/periods';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatTaka, formatTime, RESTAURANT_TIME_ZONE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { receiptTotals } from '../receipt-form';
import type { StoredDraft } from '../use-receipt-draft';
import { useCounterVat } from './use-counter-vat';

type LeftoverPromptProps = {
  leftover: StoredDraft;
  onRestore: () => void;
  /** Start new, the default: the next customer's order starts blank, and the leftover is dropped. */
  onStartNew: () => void;
};

/** When the leftover was last changed: its time today, else its date and time. */
function leftAt(savedAt: string | undefined): string | undefined {
  if (!savedAt) return undefined;
  const today = businessDay(new Date(), RESTAURANT_TIME_ZONE);
  return businessDay(new Date(savedAt), RESTAURANT_TIME_ZONE) === today
    ? formatTime(savedAt)
    : formatDateTime(savedAt);
}

/**
 * An order left unfinished on this device, offered when the counter opens for a new one: what it holds, and
 * Restore or Start new. Nothing of it is on the screen's order until the cashier picks (ADR 0123).
 */
export function LeftoverPrompt({ leftover, onRestore, onStartNew }: LeftoverPromptProps) {
  const { t } = useTranslation();
  const startNew = useRef<HTMLButtonElement>(null);
  const when = leftAt(leftover.savedAt);
  const count = leftover.form.items.reduce((sum, item) => sum + item.quantity, 0);
  // With VAT added on top and the service charge, as the counter and the saved receipt will show it.
  const total = formatTaka(receiptTotals(leftover.form, useCounterVat()).total);
  return (
    <Dialog
      open
      size="sm"
      title={t('receipt.leftover.title')}
      onClose={onStartNew}
      initialFocus={startNew}
      footer={
        <>
          <Button variant="secondary" onClick={onRestore}>
            {t('receipt.leftover.restore')}
          </Button>
          <Button ref={startNew} onClick={onStartNew}>
            {t('receipt.leftover.startNew')}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        {when
          ? t('receipt.leftover.summaryFrom', { when, count, total })
          : t('receipt.leftover.summary', { count, total })}
      </p>
    </Dialog>
  );
}
