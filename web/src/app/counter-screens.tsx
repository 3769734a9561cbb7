import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { ReceiptPage } from '../features/invoices/receipt-page';
import { NewOrderControls } from '../features/orders/order-controls';
import { useChargeNewOrder } from '../features/orders/api/held-orders';
import { BusinessSetupGate } from '../features/settings/business-setup-gate';
import { useSession } from '../lib/session';

/*
 * The counter (features/invoices) and held orders (features/orders) meet here: the counter lends its order to
 * the controls that hold and send it. A held order comes back onto the counter in held-order-screen.tsx, a route
 * module of its own, so a new order's first visit does not download its page and controls. Neither feature
 * imports the other (ADR 0120).
 */

/** /dashboard/invoices/:id/edit: a saved receipt on the counter; its order can be held as any order can. */
export function ReceiptScreen() {
  return <ReceiptPage orderControls={(order) => <NewOrderControls order={order} />} />;
}

/**
 * /dashboard/invoices/new: the first receipt waits for the business details it prints (ADR 0060). A cashier,
 * who may not make receipts directly, charges the new order by holding it first (ADR 0136).
 */
export function NewReceiptScreen() {
  const { user } = useSession();
  const chargeNewOrder = useChargeNewOrder();
  const makesReceipts = allows(ENDPOINT_ACCESS.invoices, user?.role);
  return (
    <BusinessSetupGate>
      <ReceiptPage
        orderControls={(order) => <NewOrderControls order={order} />}
        charge={makesReceipts ? undefined : chargeNewOrder}
      />
    </BusinessSetupGate>
  );
}
