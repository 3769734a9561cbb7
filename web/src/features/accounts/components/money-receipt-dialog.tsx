import type { AccountPayment } from '@dastarkhan/contract/accounts';
import { useRef } from 'react';
import { useRollPrint } from '../../../components/roll/roll-print';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { MoneyReceiptSlip } from './money-receipt-slip';

/** A payment's money receipt as it prints on the 80 mm roll, with Print: after a payment, or to reprint one. */
export function MoneyReceiptDialog({
  payment,
  onClose,
}: {
  payment: AccountPayment | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const slip = useRef<HTMLDivElement>(null);
  const print = useRollPrint(slip, t('accounts.moneyReceipt.title', { number: payment?.number ?? '' }));
  const printRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={payment !== undefined}
      onClose={onClose}
      initialFocus={printRef}
      title={t('accounts.moneyReceipt.title', { number: payment?.number ?? '' })}
      footer={
        <Button ref={printRef} onClick={() => print()}>
          {t('accounts.moneyReceipt.print')}
        </Button>
      }
    >
      <div className="rounded-lg border border-slate-200 bg-slate-100 py-4">
        {payment && <MoneyReceiptSlip ref={slip} payment={payment} />}
      </div>
    </Dialog>
  );
}
