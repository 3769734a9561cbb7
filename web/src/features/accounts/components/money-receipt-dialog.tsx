import type { AccountPayment } from '@dastarkhan/contract/accounts';
import { useRef } from 'react';
import { useRollPrint } from '../../../components/roll/roll-print';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { MoneyReceiptSlip } from './money-receipt-slip';

type ShownProps = { payment: AccountPayment; onClose: () => void };

/** Drawn with its slip, so the roll's page is measured from the slip as laid out (useRollPrint). */
function MoneyReceiptShown({ payment, onClose }: ShownProps) {
  const { t } = useTranslation();
  const slip = useRef<HTMLDivElement>(null);
  const title = t('accounts.moneyReceipt.title', { number: payment.number });
  const print = useRollPrint(slip, title);
  const printRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      initialFocus={printRef}
      title={title}
      footer={
        <Button ref={printRef} onClick={() => print()}>
          {t('accounts.moneyReceipt.print')}
        </Button>
      }
    >
      <div className="rounded-lg border border-slate-200 bg-slate-100 py-4">
        <MoneyReceiptSlip ref={slip} payment={payment} />
      </div>
    </Dialog>
  );
}

/** A payment's money receipt as it prints on the 80 mm roll, with Print: after a payment, or to reprint one. */
export function MoneyReceiptDialog({
  payment,
  onClose,
}: {
  payment: AccountPayment | undefined;
  onClose: () => void;
}) {
  return payment ? <MoneyReceiptShown key={payment._id} payment={payment} onClose={onClose} /> : null;
}
