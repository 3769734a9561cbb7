import { BusinessSetupGate } from '../features/settings/business-setup-gate';
import { ReceiptPage } from '../features/invoices/receipt-page';

/** /dashboard/invoices/new: the first receipt waits for the business details it prints (ADR 0060). */
export function NewReceiptPage() {
  return (
    <BusinessSetupGate>
      <ReceiptPage />
    </BusinessSetupGate>
  );
}
