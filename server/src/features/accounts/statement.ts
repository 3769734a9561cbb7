import { moneyReceiptNumber, type StatementPage, type StatementQuery } from '@dastarkhan/contract/accounts';
import { and, asc, between, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAccounts, customerLedger, customerPayments, customers, invoices } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toIso } from '../../lib/reply';

/** The account's line at the edge of a period: the first dated on or after `from`, or the last on or before `to`. */
async function edgeSeq(db: Executor, customerId: string, edge: { from: string } | { to: string }) {
  const own = eq(customerLedger.customerId, customerId);
  const [line] =
    'from' in edge
      ? await db
          .select({ seq: customerLedger.seq })
          .from(customerLedger)
          .where(and(own, gte(customerLedger.businessDay, edge.from)))
          .orderBy(asc(customerLedger.businessDay), asc(customerLedger.seq))
          .limit(1)
      : await db
          .select({ seq: customerLedger.seq })
          .from(customerLedger)
          .where(and(own, lte(customerLedger.businessDay, edge.to)))
          .orderBy(desc(customerLedger.businessDay), desc(customerLedger.seq))
          .limit(1);
  return line?.seq;
}

async function balanceAfter(db: Executor, customerId: string, seq: number): Promise<number> {
  if (seq < 1) return 0;
  const [line] = await db
    .select({ balance: customerLedger.balance })
    .from(customerLedger)
    .where(and(eq(customerLedger.customerId, customerId), eq(customerLedger.seq, seq)));
  return Number(line?.balance ?? 0);
}

/**
 * `GET /customers/:id/statement` (ADR 0181): the account's lines in the period, oldest first, with the balance
 * after each, the balance before the first (opening) and after the last (closing). Lines are numbered without a
 * gap and written in the order of their days, so a period is a range of numbers (found at its two edges by
 * the index on day) and a page a range within it: a page of a 10,000-line statement costs what one of 10 does.
 */
export async function getStatement(
  db: Executor,
  customerId: string,
  query: StatementQuery,
): Promise<StatementPage> {
  const [found] = await db
    .select({ customer: customers, last: customerAccounts.seq })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!found) throw notFound('Customer');
  const { customer } = found;
  const first = query.from ? ((await edgeSeq(db, customerId, { from: query.from })) ?? Infinity) : 1;
  const last = query.to ? ((await edgeSeq(db, customerId, { to: query.to })) ?? 0) : (found.last ?? 0);
  const total = Number.isFinite(first) && last >= first ? last - first + 1 : 0;
  const start = first + (query.page - 1) * query.limit;
  const lines =
    total === 0
      ? []
      : await db
          .select({
            line: customerLedger,
            invoiceNumber: invoices.invoiceNumber,
            paymentNumber: customerPayments.number,
          })
          .from(customerLedger)
          .leftJoin(invoices, eq(invoices.id, customerLedger.invoiceId))
          .leftJoin(customerPayments, eq(customerPayments.id, customerLedger.paymentId))
          .where(
            and(
              eq(customerLedger.customerId, customerId),
              between(customerLedger.seq, start, Math.min(last, start + query.limit - 1)),
            ),
          )
          .orderBy(asc(customerLedger.seq));
  const opening =
    total === 0 ? await balanceAfter(db, customerId, last) : await balanceAfter(db, customerId, first - 1);
  return {
    statement: {
      customer: { _id: customer.id, name: customer.name, phone: customer.phone },
      from: query.from ?? null,
      to: query.to ?? null,
      openingBalance: opening,
      closingBalance: total === 0 ? opening : await balanceAfter(db, customerId, last),
      entries: lines.map(({ line, invoiceNumber, paymentNumber }) => ({
        seq: line.seq,
        at: toIso(line.at)!,
        businessDay: line.businessDay,
        kind: line.kind,
        invoiceId: line.invoiceId,
        invoiceNumber,
        paymentId: line.paymentId,
        paymentNumber: paymentNumber === null ? null : moneyReceiptNumber(paymentNumber),
        amount: Number(line.amount),
        balance: Number(line.balance),
      })),
    },
    page: query.page,
    limit: query.limit,
    total,
  };
}
