import {
  DEFAULT_COUNTRY,
  type Customer,
  type CustomerInput,
  type CustomerPatch,
  type CustomersPage,
  type CustomersQuery,
} from '@dastarkhan/contract/customers';
import { asciiDigits } from '@dastarkhan/contract/digits';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerTotal } from '../../db/customer-total';
import {
  customerAccounts,
  customerPhoneReversed,
  customers,
  customerSearchText,
  invoices,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toIso } from '../../lib/reply';
import { likeContains, likePrefix, readPage, type PageWindow } from '../../lib/sql';

type CustomerRow = typeof customers.$inferSelect;
type CustomerValues = Partial<typeof customers.$inferInsert>;

const duplicatePhone = (phone: string) =>
  conflict(`A customer with the phone number ${phone} already exists.`);

/**
 * The digits a phone-like search should match in the stored national form: "+880 1712-34" → "0171234", and so
 * "০১৭১২৩৪" typed in Bengali digits. Undefined when the text is not phone-like, so "Rahim" never turns into a
 * digit search.
 */
function phoneSearchDigits(search: string): string | undefined {
  const ascii = asciiDigits(search);
  if (!/^[+\d\s\-.()]+$/.test(ascii)) return undefined;
  const digits = ascii.replace(/\D/g, '').replace(/^0?880/, '0');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * A phone-like search's rows: customers whose phone starts with the digits (with the 0 people drop put back:
 * every stored phone starts 01) or ends with them (a cashier types the last few). Each is a range scan of a
 * b-tree over live customers' phones, or their reverse, so it costs the same at any size of the book; digits in
 * the middle of a number are not matched (ADR 0176).
 */
function phoneCondition(digits: string): SQL {
  const start = digits.startsWith('1') ? `0${digits}` : digits;
  const end = [...digits].reverse().join('');
  return or(
    like(customers.phone, likePrefix(start)),
    like(customerPhoneReversed(customers), likePrefix(end)),
  )!;
}

/**
 * A text search's rows. The three fields' text is matched first, as the trigram index over it can answer (a match
 * in any one field is a match there), then each field: without that first clause PostgreSQL read every customer
 * of a book of 10,000, the three indexes' cost outweighing a scan it priced too low (ADR 0171).
 */
function textCondition(search: string): SQL {
  const pattern = likeContains(search);
  return and(
    ilike(customerSearchText(customers), pattern),
    or(ilike(customers.name, pattern), ilike(customers.phone, pattern), ilike(customers.email, pattern)),
  )!;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = phoneSearchDigits(search);
  return digits ? phoneCondition(digits) : textCondition(search);
}

/** Customers with their receipt count and latest receipt day, computed per row in the same query. */
function selectWithStats(db: Executor) {
  const stats = db
    .select({
      invoiceCount: sql<number>`count(*)::int`.as('invoice_count'),
      lastInvoiceDate: sql<string | null>`max(${invoices.issueDate})`.as('last_invoice_date'),
    })
    .from(invoices)
    .where(and(eq(invoices.customerId, customers.id), isNull(invoices.voidedAt)))
    .as('stats');
  return db
    .select({
      row: customers,
      invoiceCount: stats.invoiceCount,
      lastInvoiceDate: stats.lastInvoiceDate,
      balance: customerAccounts.balance,
    })
    .from(customers)
    .leftJoinLateral(stats, sql`true`)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id));
}

type CustomerStats = {
  invoiceCount?: number | null;
  lastInvoiceDate?: string | null;
  balance?: string | null;
};

function toCustomerJson(row: CustomerRow, stats: CustomerStats = {}): Customer {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email ?? '',
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country || DEFAULT_COUNTRY,
    },
    notes: row.notes,
    invoiceCount: stats.invoiceCount ?? 0,
    lastInvoiceDate: stats.lastInvoiceDate ?? null,
    balance: Number(stats.balance ?? 0),
    creditLimit: row.creditLimit === null ? null : Number(row.creditLimit),
    createdAt: toIso(row.createdAt) ?? '',
    updatedAt: toIso(row.updatedAt) ?? '',
  };
}

/** Body fields → column values; fields the body leaves out are left out, so PATCH keeps them. */
function toValues(body: CustomerPatch): CustomerValues {
  const values: CustomerValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.phone !== undefined) values.phone = body.phone;
  if (body.email !== undefined) values.email = body.email || null;
  if (body.notes !== undefined) values.notes = body.notes;
  if (body.creditLimit !== undefined)
    values.creditLimit = body.creditLimit === null ? null : String(body.creditLimit);
  const address = body.address ?? {};
  if (address.street !== undefined) values.street = address.street;
  if (address.city !== undefined) values.city = address.city;
  if (address.state !== undefined) values.state = address.state;
  if (address.zipCode !== undefined) values.zipCode = address.zipCode;
  if (address.country !== undefined) values.country = address.country || DEFAULT_COUNTRY;
  return values;
}

/**
 * A deleted customer is archived: in no list, search or picker, and still on its receipts (ADR 0157). Spelled
 * as the live-only indexes' predicate (`archived_at is null`), so PostgreSQL can use them.
 */
const live = isNull(customers.archivedAt);

const listOrder = [desc(customers.createdAt), desc(customers.id)];

/**
 * What a page of the list runs: the count of the search's matches and the ids of one page of customers (the
 * page's rows and their receipt statistics are then read for those ids only). Exported for the test that holds
 * a search's plans to its indexes at every size of the book (ADR 0171, ADR 0176).
 */
export function customerListQueries(db: Executor, search: string | undefined, { limit, offset }: PageWindow) {
  const where = and(live, searchCondition(search));
  return {
    count: db.select({ total: count() }).from(customers).where(where),
    pageIds: db
      .select({ id: customers.id })
      .from(customers)
      .where(where)
      .orderBy(...listOrder)
      .limit(limit)
      .offset(offset),
  };
}

export async function listCustomers(db: Executor, query: CustomersQuery): Promise<CustomersPage> {
  const { search } = query;
  // Receipt statistics are gathered for the page's customers only, not for every customer a deep page skips.
  const { rows, total } = await readPage(
    query,
    // Unfiltered, the total is the counter kept with the rows (ADR 0098), not a count of every customer.
    async () => ({
      total: search
        ? (await customerListQueries(db, search, { limit: 0, offset: 0 }).count)[0]!.total
        : (await db.execute<{ total: number }>(sql`select ${customerTotal} as total`)).rows[0]!.total,
    }),
    (window) =>
      selectWithStats(db)
        .where(inArray(customers.id, customerListQueries(db, search, window).pageIds))
        .orderBy(...listOrder),
  );
  return {
    customers: rows.map((r) => toCustomerJson(r.row, r)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

export async function getCustomer(db: Executor, id: string): Promise<Customer> {
  const [found] = await selectWithStats(db).where(and(eq(customers.id, id), live));
  if (!found) throw notFound('Customer');
  return toCustomerJson(found.row, found);
}

export async function createCustomer(db: Executor, body: CustomerInput): Promise<Customer> {
  // ON CONFLICT makes the uniqueness check and the insert one atomic step. The phone of a customer deleted
  // (archived) earlier brings that customer back with the details entered now, and its receipts with it.
  const values = { ...toValues(body), name: body.name, phone: body.phone };
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: customers.phone,
      set: { ...values, archivedAt: null, archivedBy: null, updatedAt: new Date() },
      setWhere: isNotNull(customers.archivedAt),
    })
    .returning();
  if (!row) throw duplicatePhone(body.phone);
  return toCustomerJson(row);
}

export async function updateCustomer(db: Executor, id: string, body: CustomerPatch): Promise<Customer> {
  const values = toValues(body);
  try {
    const [row] = await db
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(customers.id, id), live))
      .returning({ id: customers.id });
    if (!row) throw notFound('Customer');
  } catch (error) {
    if (body.phone && isUniqueViolation(error, 'customers_phone_unique')) throw duplicatePhone(body.phone);
    throw error;
  }
  return getCustomer(db, id);
}

/**
 * Deleting a customer archives it (ADR 0157): it leaves the list, the search and the receipt form's
 * suggestions, and its receipts keep both their copy of its details and their link to it.
 */
export async function archiveCustomer(db: Executor, id: string, actorId: string): Promise<void> {
  const [row] = await db
    .update(customers)
    .set({ archivedAt: sql`clock_timestamp()`, archivedBy: actorId })
    .where(and(eq(customers.id, id), live))
    .returning({ id: customers.id });
  if (!row) throw notFound('Customer');
}
