import { Counter } from '../features/invoices/counter/counter';
import { receiptFromHeldOrder } from '../features/invoices/receipt-form';
import { heldOrderDraftId } from '../features/invoices/use-receipt-draft';
import { HeldOrderControls } from '../features/orders/held-order-controls';
import { HeldOrderPage } from '../features/orders/held-order-page';

/**
 * /dashboard/orders/:orderId: a held order back on the counter, charged through its own route. A route module
 * of its own, beside counter-screens.tsx: the new order's first visit does not download its page and controls.
 */
export function HeldOrderScreen() {
  return (
    <HeldOrderPage
      counter={({ order: held, charge }) => (
        <Counter
          key={held._id}
          draftId={heldOrderDraftId(held._id)}
          initial={receiptFromHeldOrder(held)}
          charge={charge}
          orderControls={(order) => <HeldOrderControls held={held} order={order} />}
        />
      )}
    />
  );
}
