import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatInZone } from '@dastarkhan/contract/periods';
import type { Database } from '../../db/client';
import { invoiceNumberCounters } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';

/** The order number: the save time as YYYYMMDDHHmmss on the restaurant's wall clock. */
export function orderNumberBase(now: Date, timeZone: string): string {
  return formatInZone(now, timeZone, 'yyyyMMddHHmmss');
}

export const TRANSACTION_PREFIX = 'TXN';

/** A fixed prefix and a number of up to 4 digits (SPEC §3); printed on the receipt, not unique. */
export function newTransactionId(): string {
  return `${TRANSACTION_PREFIX}${crypto.randomInt(1, 10_000)}`;
}

const reserveSuffixes = preparedPerDatabase((db) =>
  db
    .insert(invoiceNumberCounters)
    .values({ base: sql.placeholder('base'), issued: sql.placeholder('count') })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.base,
      set: { issued: sql`${invoiceNumberCounters.issued} + excluded.issued` },
    })
    .returning({ issued: invoiceNumberCounters.issued })
    .prepare('reserve_invoice_numbers'),
);

/** Reserved suffixes are handed out at most this many at a time, so a busy second wastes few numbers. */
const MAX_BLOCK = 256;

/**
 * Hands out order numbers for the receipts this app saves: the base timestamp for the first receipt of a
 * second, then `-2`, `-3`, … The per-second counter in the database is the authority, so numbers stay unique
 * across apps sharing a database and are never handed out twice, deleted receipts included. Each app
 * reserves suffixes in blocks that double while a second stays busy (1, 2, 4, …), so the first receipt of
 * a quiet second costs one short statement and a busy second a handful, instead of one contended counter
 * update per receipt. Unused reserved suffixes are gaps, never duplicates
 * (docs/decisions/0011-invoice-numbers.md).
 */
class InvoiceNumberAllocator {
  private base = '';
  private next = 0;
  private last = 0;
  private blockSize = 0;
  private reserving: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async allocate(base: string): Promise<string> {
    for (;;) {
      if (base !== this.base) this.startSecond(base);
      if (this.next <= this.last) {
        const issued = this.next++;
        return issued === 1 ? base : `${base}-${issued}`;
      }
      if (!this.reserving) {
        const reservation = this.reserve(base).finally(() => {
          if (this.reserving === reservation) this.reserving = undefined;
        });
        this.reserving = reservation;
      }
      await this.reserving;
    }
  }

  private startSecond(base: string) {
    this.base = base;
    this.next = 1;
    this.last = 0;
    this.blockSize = 0;
    this.reserving = undefined;
  }

  private async reserve(base: string) {
    const count = Math.min(MAX_BLOCK, Math.max(1, this.blockSize * 2));
    const [counter] = await reserveSuffixes(this.db).execute({ base, count });
    // A reservation for a second this app has moved past is left unused.
    if (base !== this.base) return;
    this.blockSize = count;
    this.last = counter!.issued;
    this.next = this.last - count + 1;
  }
}

const allocatorFor = preparedPerDatabase((db) => new InvoiceNumberAllocator(db));

/** The order number for a receipt saved now, from `orderNumberBase`. */
export function allocateInvoiceNumber(db: Database, base: string): Promise<string> {
  return allocatorFor(db).allocate(base);
}
