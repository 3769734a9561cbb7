import type { InvoicesPage, InvoicesQuery } from '@dastarkhan/contract/invoices';
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dailySales, invoices } from '../../db/schema';
import { likeContains, offsetOf } from '../../lib/sql';
import { toInvoiceSummaryJson } from './invoice-json';

function conditions(query: InvoicesQuery): { byDay: SQL[]; other: SQL[] } {
  const byDay: SQL[] = [];
  if (query.from) byDay.push(gte(invoices.issueDate, query.from));
  if (query.to) byDay.push(lte(invoices.issueDate, query.to));
  const other: SQL[] = [];
  if (query.search) {
    const pattern = likeContains(query.search);
    other.push(or(ilike(invoices.invoiceNumber, pattern), ilike(invoices.customerName, pattern))!);
  }
  if (query.customer) other.push(eq(sql`lower(${invoices.customerName})`, query.customer.toLowerCase()));
  if (query.customerId) other.push(eq(invoices.customerId, query.customerId));
  return { byDay, other };
}

/**
 * Without a search or customer filter the total comes from the per-day roll-up (a few hundred rows)
 * instead of counting every receipt; the roll-up is written in the same transaction as each receipt, so
 * both agree (docs/decisions/0013-invoice-list-total.md).
 */
async function countInvoices(db: Executor, query: InvoicesQuery, where: SQL | undefined, onlyByDay: boolean) {
  if (onlyByDay) {
    const days: SQL[] = [];
    if (query.from) days.push(gte(dailySales.day, query.from));
    if (query.to) days.push(lte(dailySales.day, query.to));
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${dailySales.orderCount}), 0)::int` })
      .from(dailySales)
      .where(and(...days));
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return row?.total ?? 0;
}

/** Newest first, a page at a time. */
export async function listInvoices(db: Executor, query: InvoicesQuery): Promise<InvoicesPage> {
  const { byDay, other } = conditions(query);
  const where = and(...byDay, ...other);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    countInvoices(db, query, where, other.length === 0),
  ]);
  return { invoices: rows.map(toInvoiceSummaryJson), page: query.page, limit: query.limit, total };
}
