import crypto from 'node:crypto';
import { wallClock } from '@dastarkhan/contract/periods';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';
import { conflict } from '../../lib/errors';

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

/** More receipts in one second than any counter can print: treat as a client looping. */
const MAX_SAME_SECOND = 500;

type NewInvoice = Omit<typeof invoices.$inferInsert, 'invoiceNumber'>;

/**
 * Inserts the receipt under the base number, or `-2`, `-3`, … when receipts saved in the same second
 * already hold it. The unique index decides: ON CONFLICT DO NOTHING waits for a concurrent insert of the
 * same number to commit and then moves on, so no lock is held beyond the row itself
 * (docs/decisions/0011-invoice-numbers.md).
 */
export async function insertWithUniqueNumber(tx: Executor, values: NewInvoice, base: string) {
  for (let n = 1; n <= MAX_SAME_SECOND; n += 1) {
    const invoiceNumber = n === 1 ? base : `${base}-${n}`;
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, invoiceNumber })
      .onConflictDoNothing({ target: invoices.invoiceNumber })
      .returning();
    if (row) return row;
  }
  throw conflict('Too many receipts were saved in the same second. Please try again.');
}
