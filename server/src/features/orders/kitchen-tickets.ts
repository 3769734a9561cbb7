import { NOTHING_TO_SEND, type KitchenTicket, type Order } from '@dastarkhan/contract/orders';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kitchenTicketLines, kitchenTickets } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { lockOpenOrder, orderDay, type OrderContext } from './order-lock';
import { findOrder, linesWithSent } from './order-read';

/**
 * Sends the kitchen a new round: per line, what is not yet sent (quantity − sent), with the table or token,
 * the waiter and the line notes. The order row stays locked meanwhile, so a concurrent change or send waits,
 * and the version must be the one read, so the kitchen gets what the cashier sees. Nothing new is a 409.
 */
export async function sendToKitchen(
  db: Executor,
  id: string,
  version: number,
  ctx: OrderContext,
): Promise<{ ticket: KitchenTicket; order: Order }> {
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, id, version);
    const unsent = (await linesWithSent(tx, id)).filter((line) => line.quantity > line.sent);
    if (unsent.length === 0) throw conflict(NOTHING_TO_SEND);
    const [ticket] = await tx
      .insert(kitchenTickets)
      .values({
        orderId: id,
        round: sql`(select coalesce(max(${kitchenTickets.round}), 0) + 1 from ${kitchenTickets}
          where ${kitchenTickets.orderId} = ${id})`,
        tableLabel: order.tableLabel,
        token: order.token,
        waiter: order.waiter,
        createdBy: ctx.userId,
      })
      .returning({ id: kitchenTickets.id });
    await tx.insert(kitchenTicketLines).values(
      unsent.map((line, position) => ({
        ticketId: ticket!.id,
        orderLineId: line.id,
        position,
        name: line.name,
        nameBn: line.nameBn,
        quantity: line.quantity - line.sent,
        note: line.note,
      })),
    );
    const saved = await findOrder(tx, id, orderDay(ctx));
    return { ticket: saved.tickets.find((sent) => sent._id === ticket!.id)!, order: saved };
  });
}
