import type { Account, AccountPayment } from '@dastarkhan/contract/accounts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { MoneyReceiptDialog } from './money-receipt-dialog';
import { ReceivePaymentDialog } from './receive-payment-dialog';

/** Receive payment, then its money receipt to print: the same on the customer's page and at the counter. */
export function ReceivePaymentFlow({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<AccountPayment>();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('accounts.receive.open')}</Button>
      <ReceivePaymentDialog
        account={account}
        open={open}
        onClose={() => setOpen(false)}
        onReceived={(payment) => {
          setOpen(false);
          setReceived(payment);
        }}
      />
      <MoneyReceiptDialog payment={received} onClose={() => setReceived(undefined)} />
    </>
  );
}
