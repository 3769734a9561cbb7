import type { KitchenTicket } from '@dastarkhan/contract/orders';
import { OpenedOnce } from '../../components/ui/dialog';
import { lazyComponent } from '../../components/ui/lazy-component';

// The ticket's code arrives once the counter is idle (each screen's controls preload it).
export const kitchenTicketDialog = lazyComponent(() =>
  import('./kitchen-ticket').then((m) => m.KitchenTicketDialog),
);

/** The round just sent, printed from its dialog; mounted once first sent (OpenedOnce). */
export function TicketOf({ ticket, onClose }: { ticket: KitchenTicket | undefined; onClose: () => void }) {
  return (
    <OpenedOnce open={ticket !== undefined}>
      <kitchenTicketDialog.Component ticket={ticket} onClose={onClose} />
    </OpenedOnce>
  );
}
