import type { KitchenTicket } from '@dastarkhan/contract/orders';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { OpenedOnce } from '../../components/ui/dialog';
import { lazyComponent, usePreloadWhenIdle } from '../../components/ui/lazy-component';
import { toast } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-client';
import type { CounterOrder } from '../../lib/counter-order';
import { useTranslation } from '../../lib/i18n';
import { usePlaceOf } from '../../lib/order-place';
import { useHoldOrder, useSendToKitchen } from './api/held-orders';
import { kitchenTicketDialog, TicketOf } from './sent-ticket';

// The dialogs' code arrives once the counter is idle: the counter's first visit waits only for what it draws.
const holdDialog = lazyComponent(() => import('./hold-dialog').then((m) => m.HoldDialog));

/**
 * A new order's controls beside Charge: Cancel starts over; Hold keeps it for a table or a token, and Hold and
 * send also sends its dishes to the kitchen and shows the ticket to print (ADR 0121).
 */
export function NewOrderControls({ order }: { order: CounterOrder }) {
  const { t } = useTranslation();
  usePreloadWhenIdle(holdDialog, kitchenTicketDialog);
  const placeOf = usePlaceOf();
  const [holding, setHolding] = useState(false);
  const [ticket, setTicket] = useState<KitchenTicket>();
  const holdOrder = useHoldOrder();
  const sendToKitchen = useSendToKitchen();

  const hold = async (table: string | undefined, send: boolean) => {
    const held = await holdOrder.mutateAsync({ ...(table ? { table } : {}), ...order.fields() });
    // Held from here on, whatever the kitchen's answer: the next customer's order starts.
    setHolding(false);
    order.discard();
    const place = placeOf(held);
    toast.success(t('orders.held', { place }));
    if (!send) return;
    try {
      setTicket((await sendToKitchen.mutateAsync({ id: held._id, version: held.version })).ticket);
    } catch (error) {
      toast.error(t('orders.heldNotSent', { place, reason: errorMessage(error, t('orders.sendFailed')) }));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={order.discard}>
        {t('common.cancel')}
      </Button>
      <Button variant="secondary" onClick={() => void order.checkLines().then(setHolding)}>
        {t('orders.hold')}
      </Button>
      <OpenedOnce open={holding}>
        <holdDialog.Component open={holding} onClose={() => setHolding(false)} onHold={hold} />
      </OpenedOnce>
      <TicketOf ticket={ticket} onClose={() => setTicket(undefined)} />
    </>
  );
}
