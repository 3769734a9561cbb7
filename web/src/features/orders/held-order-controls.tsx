import type { Approval } from '@dastarkhan/contract/counter-rules';
import type { KitchenTicket, Order } from '@dastarkhan/contract/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { OpenedOnce } from '../../components/ui/dialog';
import { lazyComponent, usePreloadWhenIdle } from '../../components/ui/lazy-component';
import { toast } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-client';
import { asksForApproval } from '../../lib/approval';
import type { CounterOrder } from '../../lib/counter-order';
import { useTranslation } from '../../lib/i18n';
import { OPEN_ORDERS, usePlaceOf } from '../../lib/order-place';
import { useSendToKitchen, useUpdateOrder, useVoidOrder } from './api/held-orders';
import { kitchenTicketDialog, TicketOf } from './sent-ticket';

// The dialogs' code arrives once the held order's counter is idle: its first visit waits only for what it draws.
const voidDialog = lazyComponent(() => import('./void-dialog').then((m) => m.VoidDialog));
const approvalDialog = lazyComponent(() =>
  import('../../components/ui/approval-dialog').then((m) => m.ApprovalDialog),
);

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
  /** A void of food the kitchen has that an admin must approve (ADR 0137): its reason, and the server's why. */
  const [voidAsked, setVoidAsked] = useState<{ reason: string; message: string }>();

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
  /** Voids the order; a refusal an admin's approval would lift opens the approval dialog instead. */
  const voidHeld = async (reason: string, approval?: Approval) => {
    try {
      await voidOrder.mutateAsync({ id: held._id, body: { reason: reason || undefined, approval } });
    } catch (failure) {
      if (!asksForApproval(failure)) throw failure;
      setVoidAsked({ reason, message: failure.message });
      return;
    }
    setVoidAsked(undefined);
    order.settle();
    leave(t('orders.voided', { place: placeOf(held) }));
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
    voidHeld,
    /** The void the server asked an admin to approve; the approval dialog shows while it is set. */
    voidAsked,
    /** Sends the asked-about void again with the admin's approval; any other refusal is a toast. */
    approveVoid: (approval: Approval) =>
      voidAsked &&
      voidHeld(voidAsked.reason, approval).catch((error: unknown) => {
        setVoidAsked(undefined);
        toast.error(errorMessage(error, t('orders.voidFailed')));
      }),
    dismissVoid: () => setVoidAsked(undefined),
    voiding: voidOrder.isPending,
  };
}

/**
 * A held order's controls beside Charge: Void (food the kitchen has needs a manager, an admin or an admin's
 * approval given on this screen, ADR 0137), Save order (back to the open orders), Send to kitchen, and Hold and
 * send (send, then back to the open orders) while some dish has not gone to the kitchen.
 */
export function HeldOrderControls({ held, order }: { held: Order; order: CounterOrder }) {
  const { t } = useTranslation();
  usePreloadWhenIdle(voidDialog, kitchenTicketDialog);
  const actions = useHeldOrderActions(held, order);
  const [voiding, setVoiding] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setVoiding(true)}>
        {t('orders.void')}
      </Button>
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
          onVoid={async (reason) => {
            await actions.voidHeld(reason);
            // Voided, or an admin's approval asked for in a dialog of its own.
            setVoiding(false);
          }}
        />
      </OpenedOnce>
      <OpenedOnce open={actions.voidAsked !== undefined}>
        <approvalDialog.Component
          asked={actions.voidAsked?.message}
          onApprove={actions.approveVoid}
          onClose={actions.dismissVoid}
          busy={actions.voiding}
          approveLabel={t('orders.approveAndVoid')}
        />
      </OpenedOnce>
      <TicketOf ticket={actions.ticket} onClose={actions.closeTicket} />
    </>
  );
}
