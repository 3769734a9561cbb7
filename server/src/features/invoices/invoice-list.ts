import type { InvoicesPage, InvoicesQuery } from '@dastarkhan/contract/invoices';
import {
  and,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  gte,
  ilike,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salesByDay, invoices } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';
import { likeContains, offsetOf } from '../../lib/sql';
import { toInvoiceSummaryJson } from './invoice-json';

const FILTERS = ['from', 'to', 'search', 'customer', 'customerId'] as const;
type Filter = (typeof FILTERS)[number];

const value = (name: Filter) => sql.placeholder(name);

/** The WHERE of a list with these filters, with placeholders for their values. */
function conditions(filters: Filter[]): { byDay: SQL[]; other: SQL[] } {
  const byDay: SQL[] = [];
  if (filters.includes('from')) byDay.push(gte(invoices.issueDate, value('from')));
  if (filters.includes('to')) byDay.push(lte(invoices.issueDate, value('to')));
  const other: SQL[] = [];
  if (filters.includes('search'))
    other.push(
      or(ilike(invoices.invoiceNumber, value('search')), ilike(invoices.customerName, value('search')))!,
    );
  if (filters.includes('customer')) other.push(eq(sql`lower(${invoices.customerName})`, value('customer')));
  if (filters.includes('customerId')) other.push(eq(invoices.customerId, value('customerId')));
  return { byDay, other };
}

/**
 * Without a search or customer filter the total comes from the per-day roll-up (a few hundred rows)
 * instead of counting every receipt; the roll-up is written in the same transaction as each receipt, so
 * both agree (docs/decisions/0013-invoice-list-total.md).
 */
function matchingCountOf(filters: Filter[]): SQL<number> {
  const { byDay, other } = conditions(filters);
  if (other.length > 0)
    return sql<number>`(select count(*)::int from ${invoices} where ${and(...byDay, ...other)})`;
  const days: SQL[] = [];
  if (filters.includes('from')) days.push(gte(salesByDay.day, value('from')));
  if (filters.includes('to')) days.push(lte(salesByDay.day, value('to')));
  return sql<number>`(select coalesce(sum(${salesByDay.orderCount}), 0)::int from ${salesByDay} where ${and(sql`true`, ...days)})`;
}

/**
 * The page and its total in one statement, prepared once per filter combination and connection pool:
 * building the query with Drizzle cost more CPU than running it (docs/decisions/0042-hot-path-statements.md).
 */
function prepareQueries(db: Database, filters: Filter[]) {
  const { byDay, other } = conditions(filters);
  const matching = matchingCountOf(filters);
  const name = `invoice_list_${filters.join('_') || 'all'}`;
  return {
    page: db
      .select({ ...getTableColumns(invoices), matching })
      .from(invoices)
      .where(and(...byDay, ...other))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    // Only a page past the end comes back empty without a total.
    matching: db
      .select({ matching })
      .from(sql`(select 1) as single_row`)
      .prepare(`${name}_total`),
  };
}

const queriesFor = preparedPerDatabase((db, filters: string) =>
  prepareQueries(db, filters ? (filters.split(',') as Filter[]) : []),
);

/** The SQL the list runs for a query, with its parameters: the benchmark runs it straight through `pg`. */
export function listInvoicesStatement(
  db: Database,
  query: InvoicesQuery,
): { text: string; values: unknown[] } {
  const { filters, values } = bind(query);
  const { sql: text, params } = queriesFor(db, filters.join()).page.getQuery();
  return { text, values: fillPlaceholders(params, values) };
}

function bind(query: InvoicesQuery) {
  const values = {
    from: query.from,
    to: query.to,
    search: query.search ? likeContains(query.search) : undefined,
    customer: query.customer?.toLowerCase(),
    customerId: query.customerId,
    limit: query.limit,
    offset: offsetOf(query.page, query.limit),
  };
  const filters = FILTERS.filter((filter) => values[filter]);
  return { filters, values };
}

/** Newest first, a page at a time, with the number of all matching receipts. */
export async function listInvoices(db: Database, query: InvoicesQuery): Promise<InvoicesPage> {
  const { filters, values } = bind(query);
  const queries = queriesFor(db, filters.join());
  const rows = await queries.page.execute(values);
  const total =
    rows[0]?.matching ?? (query.page > 1 ? ((await queries.matching.execute(values))[0]?.matching ?? 0) : 0);
  return { invoices: rows.map(toInvoiceSummaryJson), page: query.page, limit: query.limit, total };
}
