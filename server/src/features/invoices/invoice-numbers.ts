import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { wallClock } from '@dastarkhan/contract/periods';
import type { Executor } from '../../db/client';
import { invoiceNumberCounters } from '../../db/schema';

const pad = (value: number) => String(value).padStart(2, '0');

/** The order number: the save time as YYYYMMDDHHmmss on the restaurant's wall clock. */
export function orderNumberBase(now: Date, timeZone: string): string {
  const c = wallClock(now, timeZone);
  return `${c.year}${pad(c.month)}${pad(c.day)}${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
}

export const TRANSACTION_PREFIX = 'TXN';

/** A fixed prefix and a number of up to 4 digits (SPEC §3); printed on the receipt, not unique. */
export function newTransactionId(): string {
  return `${TRANSACTION_PREFIX}${crypto.randomInt(1, 10_000)}`;
}

/**
 * The order number for a receipt saved now: the base timestamp for the first receipt of that second, then
 * `-2`, `-3`, … A per-second counter hands the numbers out in one autocommit statement, outside the
 * receipt's transaction, so receipts saved in the same second never wait for each other; a save that
 * fails afterwards leaves an unused suffix, never a duplicate (docs/decisions/0011-invoice-numbers.md).
 */
export async function allocateInvoiceNumber(db: Executor, base: string): Promise<string> {
  const [counter] = await db
    .insert(invoiceNumberCounters)
    .values({ base, issued: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.base,
      set: { issued: sql`${invoiceNumberCounters.issued} + 1` },
    })
    .returning({ issued: invoiceNumberCounters.issued });
  const issued = counter!.issued;
  return issued === 1 ? base : `${base}-${issued}`;
}
