import type { InvoicesQuery } from '@dastarkhan/contract/invoices';
import { RECEIPT_BUSINESS_FIELDS } from '@dastarkhan/contract/settings';
import { and, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, liveSalesTotals, receiptsByCreatedDay, salesByDay } from '../../db/schema';
import { boundStatement, namedStatement, type NamedStatement } from '../../lib/named-statement';
import { likeContains, offsetOf } from '../../lib/sql';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';

const FILTERS = ['from', 'to', 'search', 'customer', 'customerId'] as const;
type Filter = (typeof FILTERS)[number];

const value = (name: Filter) => sql.placeholder(name);

/** A voided receipt is in no list (ADR 0155); the roll-ups and per-day counts already leave it out. */
const live = isNull(invoices.voidedAt);

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
 * both agree (docs/decisions/0012-dashboard-figures.md).
 */
function matchingCountOf(filters: Filter[]): SQL<number> {
  const { byDay, other } = conditions(filters);
  if (other.length > 0)
    return sql<number>`(select count(*)::int from ${invoices} where ${and(live, ...byDay, ...other)})`;
  // Every day: the count kept in one row (ADR 0175), not a sum over the shop's whole history of days.
  if (byDay.length === 0)
    return sql<number>`(select coalesce(sum(${liveSalesTotals.orderCount}), 0)::int from ${liveSalesTotals})`;
  const days: SQL[] = [];
  if (filters.includes('from')) days.push(gte(salesByDay.day, value('from')));
  if (filters.includes('to')) days.push(lte(salesByDay.day, value('to')));
  return sql<number>`(select coalesce(sum(${salesByDay.orderCount}), 0)::int from ${salesByDay} where ${and(...days)})`;
}

const isoInstant = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The receipt's business fields as json_build_object's arguments: 'businessName', business_name, … */
const businessJson = sql.join(
  RECEIPT_BUSINESS_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${invoices[field]}`),
  sql`, `,
);

/**
 * A listed receipt as JSON text, built by PostgreSQL: the same document `toInvoiceSummaryJson` makes from a
 * row (a test holds the two equal), without parsing thirty columns per row into objects and serialising
 * them again (docs/decisions/0042-hot-path-statements.md).
 */
const summaryJson = sql<string>`json_build_object(
  '_id', ${invoices.id}, 'invoiceNumber', ${invoices.invoiceNumber}, 'transactionId', ${invoices.transactionId},
  ${businessJson}, 'customerId', ${invoices.customerId},
  'customer', json_build_object('name', ${invoices.customerName}, 'address', ${invoices.customerAddress},
    'phoneNumber', ${invoices.customerPhone}, 'country', ${invoices.customerCountry}),
  'issueDate', ${invoices.issueDate}, 'dueDate', ${invoices.dueDate}, 'time', ${invoices.time},
  'discountType', ${invoices.discountType}, 'discountAmount', ${invoices.discountAmount},
  'discount', ${invoices.discount}, 'subTotal', ${invoices.subTotal}, 'total', ${invoices.total},
  'amountPaid', ${invoices.amountPaid}, 'status', ${invoices.status}, 'paymentMethod', ${invoices.paymentMethod},
  'waiter', ${invoices.waiter}, 'table', ${invoices.orderTable}, 'token', ${invoices.orderToken},
  'additionalNotes', ${invoices.additionalNotes},
  'createdAt', ${isoInstant(invoices.createdAt)}, 'updatedAt', ${isoInstant(invoices.updatedAt)}
)::text`;

const offset = sql.placeholder('offset');

/**
 * A later page of the unfiltered list, found from the day it starts in: the newest UTC day whose receipts, with
 * all newer days', pass the page's offset. Summing the days newest first stops at that day (ADR 0099), so the
 * page skips at most one day's receipts in the index instead of every newer receipt; `before` is the instant
 * that day ends and `newer` the receipts created after it. A page past the end reads no day at all.
 *
 * The page size is written into the statement, one statement per size (the API allows 1–100): with it as a
 * parameter PostgreSQL's plan for any size guessed a tenth of the index, found that dearer than planning each
 * call afresh, and so planned every call (a quarter of a millisecond, as much as running it).
 */
function unfilteredLaterPage(limit: number): NamedStatement {
  const matching = matchingCountOf([]);
  return namedStatement(
    `invoice_list_all_later_${limit}`,
    sql`with total as materialized (select ${matching} as n),
    start as materialized (
      select (day + 1)::timestamp at time zone 'UTC' as before, newer
      from (
        select day,
          sum(receipts) over newest_first as through,
          coalesce(sum(receipts) over (newest_first range between unbounded preceding and '1 day' preceding), 0)
            as newer
        from ${receiptsByCreatedDay}
        window newest_first as (order by day desc)
      ) as running
      where ${offset} < (select n from total) and through > ${offset}
      limit 1)
    select ${summaryJson}, (select n from total) from ${invoices}
    where ${invoices.id} = any(array(
      select ${invoices.id} from ${invoices}
      where ${invoices.createdAt} < (select before from start) and ${live}
      order by ${invoices.createdAt} desc, ${invoices.id} desc
      limit ${sql.raw(String(Math.trunc(limit)))}
      offset ${offset} - (select newer from start)))
    order by ${invoices.createdAt} desc, ${invoices.id} desc`,
  );
}

const unfilteredLaterPages = new Map<number, NamedStatement>();

/**
 * The page and its total in one statement, built once per filter combination and run straight through the
 * pool: building the query with Drizzle, and mapping its rows, cost more CPU than running it
 * (docs/decisions/0042-hot-path-statements.md).
 *
 * A later page of a filtered list finds its receipts' ids first, skipping the earlier ones in an index without
 * reading them, and builds JSON for those receipts only; a page past the end reads nothing but the total
 * (docs/decisions/0054-deep-pages.md). The unfiltered list's later pages start from a day (unfilteredLaterPage).
 */
function buildStatements(filterSet: number) {
  const filters = FILTERS.filter((_, index) => filterSet & (1 << index));
  const { byDay, other } = conditions(filters);
  const where = and(live, ...byDay, ...other);
  const order = [desc(invoices.createdAt), desc(invoices.id)];
  const matching = matchingCountOf(filters);
  const name = `invoice_list_${filters.join('_') || 'all'}`;
  const query = new QueryBuilder();
  const total = query
    .$with('total')
    .as(query.select({ n: matching.as('n') }).from(sql`(select 1) as single_row`));
  const totalValue = sql<number>`(select ${total.n} from ${total})`;
  const laterPageIds = query
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(offset);
  return {
    firstPage: namedStatement(
      name,
      query
        .select({ invoice: summaryJson, matching })
        .from(invoices)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit')),
    ),
    laterPage: namedStatement(
      `${name}_later`,
      query
        .with(total)
        .select({ invoice: summaryJson, matching: totalValue })
        .from(invoices)
        .where(and(sql`${offset} < ${totalValue}`, inArray(invoices.id, laterPageIds)))
        .orderBy(...order),
    ),
    matching: namedStatement(`${name}_total`, query.select({ matching }).from(sql`(select 1) as single_row`)),
  };
}

const statementsByFilterSet = new Map<number, ReturnType<typeof buildStatements>>();

/** The statements for a query's filters, and the values of their placeholders. */
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
  const filterSet = FILTERS.reduce((set, filter, index) => (values[filter] ? set | (1 << index) : set), 0);
  let statements = statementsByFilterSet.get(filterSet);
  if (!statements) statementsByFilterSet.set(filterSet, (statements = buildStatements(filterSet)));
  return { statements, values, filterSet };
}

/** The statement that reads the query's page: the first page's, or a later page's. */
function pageStatement(query: InvoicesQuery) {
  const { statements, values, filterSet } = bind(query);
  if (query.page === 1) return { statement: statements.firstPage, statements, values };
  if (filterSet !== 0) return { statement: statements.laterPage, statements, values };
  let statement = unfilteredLaterPages.get(query.limit);
  if (!statement) unfilteredLaterPages.set(query.limit, (statement = unfilteredLaterPage(query.limit)));
  return { statement, statements, values };
}

/** The SQL the list runs for a query, with its parameters: the benchmark runs it straight through `pg`. */
export function listInvoicesStatement(query: InvoicesQuery): { text: string; values: unknown[] } {
  const { statement, values } = pageStatement(query);
  const { text, values: filled } = boundStatement(statement, values);
  return { text, values: filled };
}

/** One page of receipts, each already JSON text, and the number of all matching receipts. */
async function listPage(db: Database, query: InvoicesQuery) {
  const { statement, statements, values } = pageStatement(query);
  const { rows } = await db.$client.query<[string, number]>(boundStatement(statement, values));
  if (rows.length > 0 || query.page === 1)
    return { invoices: rows.map(([invoice]) => invoice), total: rows[0]?.[1] ?? 0 };
  // Only a page past the end comes back empty without a total.
  const counted = await db.$client.query<[number]>(boundStatement(statements.matching, values));
  return { invoices: [], total: counted.rows[0]?.[0] ?? 0 };
}

/** The API's JSON body (`{"status":"success","data":InvoicesPage}`) for receipts that are already JSON text. */
export function pageBody(documents: string[], meta: { page: number; limit: number; total: number }): string {
  return `{"status":"success","data":{"invoices":[${documents.join(',')}],${JSON.stringify(meta).slice(1)}}`;
}

/** Newest first, a page at a time, as the API's JSON body. */
export async function listInvoicesBody(db: Database, query: InvoicesQuery): Promise<string> {
  const { invoices: documents, total } = await listPage(db, query);
  return pageBody(documents, { page: query.page, limit: query.limit, total });
}
