import '../../lib/i18n/names-words';
import type { KitchenTicket } from '@dastarkhan/contract/orders';
import type { PrintLanguage } from '@dastarkhan/contract/print-language';
import { forwardRef, useEffect, useRef, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useRollPrint } from '../../components/roll/roll-print';
import { RollRow as Row } from '../../components/roll/roll-row';
import { SlipName, useBanglaLoaded } from '../../components/roll/slip-words';
import { Spinner } from '../../components/ui/spinner';
import { usePlaceOf } from '../../lib/order-place';
import { usePrintSettings } from '../../lib/print-settings';

const rule = <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

type TicketViewProps = { ticket: KitchenTicket; names: PrintLanguage };

/**
 * The kitchen's ticket (KOT): where it goes, who took it, when, and this round's dishes, named as the kitchen
 * reads them (issue 36: the business's setting); no prices.
 */
const KitchenTicketView = forwardRef<HTMLDivElement, TicketViewProps>(function KitchenTicketView(
  { ticket, names },
  ref,
) {
  const { t } = useTranslation();
  const placeOf = usePlaceOf();
  const place = placeOf(ticket);
  return (
    <div
      ref={ref}
      data-testid="kitchen-ticket"
      className="receipt mx-auto w-[72mm] overflow-hidden bg-white p-[2mm] font-mono text-[12px] leading-snug text-black"
    >
      <p className="text-center text-[13px] font-bold">
        {t('orders.ticketHeading', { round: ticket.round })}
      </p>
      <p className="text-center text-[18px] font-bold">{place}</p>
      {rule}
      <Row label={t('orders.ticketTime')} value={formatDateTime(ticket.createdAt)} />
      {ticket.waiter && <Row label={t('orders.ticketWaiter')} value={ticket.waiter} />}
      <Row label={t('orders.ticketBy')} value={ticket.createdByName} />
      {rule}
      <ul>
        {ticket.lines.map((line) => (
          <li key={line.orderLineId} className="py-0.5">
            <span className="text-[14px] font-bold">{line.quantity} × </span>
            <span className="text-[14px] font-bold break-words">
              <SlipName line={line} names={names} />
            </span>
            {line.note && <p className="pl-4 italic">{line.note}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
});

type PrintableTicketProps = TicketViewProps & {
  onPrinted: () => void;
  printRef: RefObject<HTMLButtonElement | null>;
};

/** The names the kitchen reads, once known and (for Bangla) its font loaded; undefined until then. */
function useKitchenNames(): PrintLanguage | undefined {
  const print = usePrintSettings();
  // Settings that cannot be read print the names as tickets always have.
  const names = print.data?.kitchenTicketNames ?? (print.isError ? 'en' : undefined);
  const loaded = useBanglaLoaded(names !== undefined && names !== 'en');
  return loaded ? names : undefined;
}

/** The ticket and its Print: mounted with the ticket, so the print page is measured from it (useRollPrint). */
function PrintableTicket({ ticket, names, onPrinted, printRef }: PrintableTicketProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  // Print has the focus, also when the ticket is drawn after the dialog opened (its names still loading).
  useEffect(() => {
    printRef.current?.focus();
  }, [printRef]);
  const print = useRollPrint(contentRef, t('orders.ticketTitle', { round: ticket.round }), onPrinted);
  return (
    <div className="space-y-3">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onPrinted}>
          {t('common.close')}
        </Button>
        <Button ref={printRef} onClick={() => print()}>
          {t('orders.printTicket')}
        </Button>
      </div>
      <div className="rounded-lg bg-slate-100 py-3">
        <KitchenTicketView ref={contentRef} ticket={ticket} names={names} />
      </div>
    </div>
  );
}

/** The round just sent to the kitchen, ready to print on the 80 mm roll: Print has the focus. */
export function KitchenTicketDialog({
  ticket,
  onClose,
}: {
  ticket: KitchenTicket | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Print has the focus once the dialog is shown (the dialog gives it: showing it moves the focus).
  const printRef = useRef<HTMLButtonElement>(null);
  const names = useKitchenNames();
  return (
    <Dialog
      open={ticket !== undefined}
      onClose={onClose}
      title={t('orders.ticketTitle', { round: ticket?.round ?? 0 })}
      size="sm"
      initialFocus={printRef}
    >
      {ticket &&
        (names ? (
          <PrintableTicket ticket={ticket} names={names} onPrinted={onClose} printRef={printRef} />
        ) : (
          <Spinner label={t('slips.preparingTicket')} />
        ))}
    </Dialog>
  );
}
