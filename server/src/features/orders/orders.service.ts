import crypto from 'node:crypto';
import type { CreateOrderBody, Order, OrderLineInput, UpdateOrderBody } from '@dastarkhan/contract/orders';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dailyTokens, heldOrderLines, heldOrders } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { priceLines, type KeptLine } from '../../lib/menu-prices';
import { claimVersion, orderDay, type OrderContext } from './order-lock';
import { findOrder, linesWithSent, type LineWithSent } from './order-read';

const TAKEAWAY_KEEPS_TOKEN = 'A takeaway order keeps its token: it cannot move to a table.';

/**
 * The next takeaway token of the business day: the day's row is bumped by one statement in the caller's
 * transaction, so a concurrent takeaway waits for it and takes the next number (ADR 0083).
 */
async function nextToken(tx: Executor, day: string): Promise<number> {
  const [row] = await tx
    .insert(dailyTokens)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: dailyTokens.day, set: { last: sql`${dailyTokens.last} + 1` } })
    .returning({ last: dailyTokens.last });
  return row!.last;
}

/**
 * The rows for `lines`, at the server's prices (ADR 0140): a line read keeps its id, a new one gets its own;
 * `kept` are the order's lines as they stand, which keep the prices they were held at.
 */
async function lineRows(
  tx: Executor,
  orderId: string,
  lines: readonly OrderLineInput[],
  ctx: OrderContext,
  kept: (line: OrderLineInput) => readonly KeptLine[] = () => [],
) {
  const priced = await priceLines(tx, lines, ctx.role, kept);
  return priced.map((line, position) => ({
    id: line._id ?? crypto.randomUUID(),
    orderId,
    position,
    recipeId: line.recipeId,
    name: line.name,
    price: poishaToDecimalString(toPoisha(line.price)),
    quantity: line.quantity,
    note: line.note ?? '',
    priceReason: line.priceReason,
  }));
}

const customerColumns = (customer: CreateOrderBody['customer']) => ({
  ...(customer?.name !== undefined && { customerName: customer.name }),
  ...(customer?.phoneNumber !== undefined && { customerPhone: customer.phoneNumber }),
});

/** Holds a new order: for its table, or as a takeaway with the day's next token. */
export async function holdOrder(db: Executor, body: CreateOrderBody, ctx: OrderContext): Promise<Order> {
  return db.transaction(async (tx) => {
    const tokenDay = businessDay(ctx.now, ctx.timeZone);
    const place = body.table
      ? { tableLabel: body.table }
      : { token: await nextToken(tx, tokenDay), tokenDay };
    const [order] = await tx
      .insert(heldOrders)
      .values({
        ...place,
        waiter: body.waiter ?? '',
        ...customerColumns(body.customer),
        createdBy: ctx.userId,
      })
      .returning({ id: heldOrders.id });
    await tx.insert(heldOrderLines).values(await lineRows(tx, order!.id, body.lines, ctx));
    return findOrder(tx, order!.id, orderDay(ctx));
  });
}

/**
 * Why the new lines would take back food the kitchen was already sent, or undefined: a sent line stays, with
 * at least what was sent and the same dish. Sent food is cancelled by voiding the order.
 */
function sentFoodProblem(
  current: readonly LineWithSent[],
  next: readonly OrderLineInput[],
): string | undefined {
  for (const line of current) {
    if (line.sent === 0) continue;
    const kept = next.find((candidate) => candidate._id === line.id);
    const sent = `${line.sent} × ${line.name} already went to the kitchen`;
    if (!kept) return `${sent}, so it cannot be removed: void the order to cancel food the kitchen has.`;
    if (kept.quantity < line.sent)
      return `${sent}, so it cannot go below ${line.sent}: void the order to cancel food the kitchen has.`;
    if (kept.name !== line.name || (kept.recipeId ?? null) !== line.recipeId)
      return `${sent}: add another dish as a new line instead of changing it.`;
  }
  return undefined;
}

/** Lays the order's lines out as `next`: lines read keep their ids, new ones are added, unsent ones dropped. */
async function replaceLines(
  tx: Executor,
  orderId: string,
  next: readonly OrderLineInput[],
  ctx: OrderContext,
): Promise<void> {
  const current = await linesWithSent(tx, orderId);
  const unknown = next.find((line) => line._id && !current.some((row) => row.id === line._id));
  if (unknown) throw badRequest(`This order has no line ${unknown._id}: reopen the order and try again.`);
  const problem = sentFoodProblem(current, next);
  if (problem) throw conflict(problem);
  // A line read keeps the price it was held at; a new one, or one whose price changed, is priced afresh.
  const keptFor = (line: OrderLineInput) =>
    current.filter((row) => row.id === line._id).map((row) => ({ ...row, price: Number(row.price) }));
  const rows = await lineRows(tx, orderId, next, ctx, keptFor);
  await tx.delete(heldOrderLines).where(
    and(
      eq(heldOrderLines.orderId, orderId),
      notInArray(
        heldOrderLines.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  const replaced = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(heldOrderLines)
    .values(rows)
    .onConflictDoUpdate({
      target: heldOrderLines.id,
      set: {
        position: replaced('position'),
        recipeId: replaced('recipe_id'),
        name: replaced('name'),
        price: replaced('price'),
        quantity: replaced('quantity'),
        note: replaced('note'),
        priceReason: replaced('price_reason'),
      },
    });
}

/**
 * Changes an open order if `body.version` is still its version: its waiter, customer, table and lines (a new
 * round of dishes). A stale version, or lines that take back food already sent, change nothing (409).
 */
export async function updateOrder(
  db: Executor,
  id: string,
  body: UpdateOrderBody,
  ctx: OrderContext,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const row = await claimVersion(tx, id, body.version, {
      ...(body.waiter !== undefined && { waiter: body.waiter }),
      ...customerColumns(body.customer),
    });
    if (body.table !== undefined) {
      if (row.token !== null) throw badRequest(TAKEAWAY_KEEPS_TOKEN);
      await tx.update(heldOrders).set({ tableLabel: body.table }).where(eq(heldOrders.id, id));
    }
    if (body.lines) await replaceLines(tx, id, body.lines, ctx);
    return findOrder(tx, id, orderDay(ctx));
  });
}
