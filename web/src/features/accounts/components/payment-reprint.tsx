import { toast } from '../../../components/ui/toasts';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePayment } from '../api/accounts';
import { MoneyReceiptDialog } from './money-receipt-dialog';

/** A payment's money receipt opened from the statement, to read again or reprint. */
export function PaymentReprint({
  paymentId,
  onClose,
}: {
  paymentId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payment = usePayment(paymentId);
  useEffect(() => {
    if (!payment.isError) return;
    toast.error(errorMessage(payment.error, t('accounts.moneyReceipt.loadFailed')));
    onClose();
  }, [payment.isError, payment.error, onClose, t]);
  return <MoneyReceiptDialog payment={paymentId ? payment.data : undefined} onClose={onClose} />;
}
