import { VOID_SENT_ORDERS } from '@dastarkhan/contract/access';
import type { KitchenTicket, Order } from '@dastarkhan/contract/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { OpenedOnce } from '../../components/ui/dialog';
import { lazyComponent, usePreloadWhenIdle } from '../../components/ui/lazy-component';
import { toast } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-client';
import type { CounterOrder } from '../../lib/counter-order';
import { useTranslation } from '../../lib/i18n';
import { OPEN_ORDERS, usePlaceOf } from '../../lib/order-place';
import { useSession } from '../../lib/session';
import { useHoldOrder, useSendToKitchen, useUpdateOrder, useVoidOrder } from './api/held-orders';

// The dialogs' code arrives once the counter is idle: the counter's first visit waits only for what it draws.
const holdDialog = lazyComponent(() => import('./hold-dialog').then((m) => m.HoldDialog));
const voidDialog = lazyComponent(() => import('./void-dialog').then((m) => m.VoidDialog));
const kitchenTicketDialog = lazyComponent(() =>
  import('./kitchen-ticket').then((m) => m.KitchenTicketDialog),
);

/** The round just sent, printed from its dialog; mounted once first sent (OpenedOnce). */
function TicketOf({ ticket, onClose }: { ticket: KitchenTicket | undefined; onClose: () => void }) {
  return (
    <OpenedOnce open={ticket !== undefined}>
      <kitchenTicketDialog.Component ticket={ticket} onClose={onClose} />
    </OpenedOnce>
  );
}

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

/** What a held order's controls do: store its lines, send the new ones to the kitchen, void it. */
function useHeldOrderActions(held: Order, order: CounterOrder) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placeOf = usePlaceOf();
  const updateOrder = useUpdateOrder();
  const voidOrder = useVoidOrder();
  const sendToKitchen = useSendToKitchen();
  /** The round just sent, and whether the order then goes back to the open orders (Hold and send). */
  const [sent, setSent] = useState<{ ticket: KitchenTicket; leave: boolean }>();

  /** Saves the lines as they stand, at the version read; the answer carries the new version. */
  const store = async () => {
    const stored = await updateOrder.mutateAsync({
      id: held._id,
      body: { version: held.version, ...order.fields() },
    });
    order.settle(stored);
    return stored;
  };
  /** Runs `action` once the lines check; a refusal (a stale tablet's 409) is a toast. */
  const attempt = async (action: () => Promise<void>) => {
    if (!(await order.checkLines())) return;
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, t('orders.saveFailed')));
    }
  };
  const leave = (message: string) => {
    toast.success(message);
    void navigate(OPEN_ORDERS);
  };

  return {
    ticket: sent?.ticket,
    closeTicket() {
      if (sent?.leave) leave(t('orders.saved', { place: placeOf(held) }));
      setSent(undefined);
    },
    save: () => attempt(async () => leave(t('orders.saved', { place: placeOf(await store()) }))),
    /** Sends what the kitchen has not had; with `leave`, the order goes back to the open orders after. */
    send: (leave: boolean) =>
      attempt(async () => {
        const stored = await store();
        const round = await sendToKitchen.mutateAsync({ id: stored._id, version: stored.version });
        order.settle(round.order);
        setSent({ ticket: round.ticket, leave });
      }),
    voidHeld: async (reason: string) => {
      await voidOrder.mutateAsync({ id: held._id, reason: reason || undefined });
      order.settle();
      leave(t('orders.voided', { place: placeOf(held) }));
    },
  };
}

/** Whether the signed-in user may void `held`: once the kitchen was sent some, only a manager or an admin. */
function useMayVoid(held: Order): boolean {
  const { user } = useSession();
  return held.tickets.length === 0 || (user !== undefined && VOID_SENT_ORDERS.includes(user.role));
}

/**
 * A held order's controls beside Charge: Void (for whoever may void it, ADR 0137), Save order (back to the open
 * orders), Send to kitchen, and Hold and send (send, then back to the open orders) while some dish has not gone
 * to the kitchen.
 */
export function HeldOrderControls({ held, order }: { held: Order; order: CounterOrder }) {
  const { t } = useTranslation();
  usePreloadWhenIdle(voidDialog, kitchenTicketDialog);
  const actions = useHeldOrderActions(held, order);
  const [voiding, setVoiding] = useState(false);
  const mayVoid = useMayVoid(held);
  return (
    <>
      {mayVoid && (
        <Button variant="secondary" onClick={() => setVoiding(true)}>
          {t('orders.void')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void actions.save()}>
        {t('orders.saveHeld')}
      </Button>
      <Button
        variant="secondary"
        className={order.hasUnsent ? undefined : 'col-span-2'}
        onClick={() => void actions.send(false)}
      >
        {t('orders.sendToKitchen')}
      </Button>
      {order.hasUnsent && (
        <Button variant="secondary" onClick={() => void actions.send(true)}>
          {t('orders.holdAndSend')}
        </Button>
      )}
      <OpenedOnce open={voiding}>
        <voidDialog.Component
          open={voiding}
          onClose={() => setVoiding(false)}
          sentToKitchen={held.tickets.length > 0}
          onVoid={actions.voidHeld}
        />
      </OpenedOnce>
      <TicketOf ticket={actions.ticket} onClose={actions.closeTicket} />
    </>
  );
}
