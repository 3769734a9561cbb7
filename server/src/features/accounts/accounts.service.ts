import {
  ageingBucket,
  type Account,
  type Ageing,
  type DuesPage,
  type DuesQuery,
} from '@dastarkhan/contract/accounts';
import { fromPoisha, toPoisha } from '@dastarkhan/contract/money';
import { businessDay, daysBetween } from '@dastarkhan/contract/periods';
import { and, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAccounts, customers, invoicePayments, invoices, receivableStripes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likeContains } from '../../lib/sql';

/** When "today" is, for the ageing of what is owed: the restaurant's business day of `now`. */
export type Clock = { timeZone: string; now: Date };

const noAgeing = (): Ageing => ({ days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 });

/**
 * What each customer owes, by the age of the still-due receipts it is on (ADR 0183): each receipt's Credit left
 * standing, in the bucket of the business days from its issue date to today. Read for a page's customers only,
 * from their due receipts (an index of due receipts by customer).
 */
export async function ageingOf(
  db: Executor,
  customerIds: string[],
  clock: Clock,
): Promise<Map<string, Ageing>> {
  const byCustomer = new Map(customerIds.map((id) => [id, noAgeing()]));
  if (customerIds.length === 0) return byCustomer;
  // Each due receipt's Credit summed by its own index look-up: the page's customers' due receipts only.
  const { rows: owing } = await db.execute<{ customer_id: string; issue_date: string; credit: string }>(sql`
    select i.customer_id, i.issue_date::text, credit.amount as credit
    from ${invoices} i
    cross join lateral (
      select sum(p.amount) as amount from ${invoicePayments} p where p.invoice_id = i.id and p.method = 'Credit'
    ) credit
    where i.customer_id in (${sql.join(
      customerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and i.status = 'due' and i.voided_at is null and credit.amount > 0`);
  const today = businessDay(clock.now, clock.timeZone);
  for (const receipt of owing) {
    const ageing = byCustomer.get(receipt.customer_id)!;
    const bucket = ageingBucket(daysBetween(receipt.issue_date, today));
    ageing[bucket] = fromPoisha(toPoisha(ageing[bucket]) + toPoisha(Number(receipt.credit)));
  }
  return byCustomer;
}

/** `GET /customers/:id/account`: what the customer owes, their limit, their last payment and the ageing. */
export async function getAccount(db: Executor, customerId: string, clock: Clock): Promise<Account> {
  const [found] = await db
    .select({ customer: customers, account: customerAccounts })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!found) throw notFound('Customer');
  const { customer, account } = found;
  return {
    customerId,
    name: customer.name,
    phone: customer.phone,
    balance: Number(account?.balance ?? 0),
    creditLimit: customer.creditLimit === null ? null : Number(customer.creditLimit),
    lastPaymentDay: account?.lastPaymentDay ?? null,
    ageing: (await ageingOf(db, [customerId], clock)).get(customerId)!,
  };
}

/** A search of the dues list: a name's part, or a phone's digits. */
function duesSearch(search: string | undefined) {
  if (!search) return undefined;
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(customers.name, likeContains(search)),
    digits.length >= 3 ? like(customers.phone, likeContains(digits)) : undefined,
  );
}

/**
 * `GET /dues`: customers who owe, the largest balance first (ties by id). A page is read from the index of
 * owing accounts alone, then joined for its rows only; the total receivable and the count of who owes are the
 * stripes kept with the ledger (ADR 0183), so no read sums every account. A search joins the customers.
 */
const owing = sql`${customerAccounts.balance} > 0`;
const duesOrder = [sql`${customerAccounts.balance} desc nulls last`, customerAccounts.customerId];

/**
 * The ids of a page of the dues list: from the index of owing accounts alone, joined to the customers only for a
 * search. Exported for the test that holds a deep page to that index.
 */
export function duesPageIds(
  db: Executor,
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const matching = duesSearch(search);
  const from = matching
    ? db
        .select({ id: customerAccounts.customerId })
        .from(customerAccounts)
        .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
        .where(and(owing, matching))
    : db.select({ id: customerAccounts.customerId }).from(customerAccounts).where(owing);
  return from
    .orderBy(...duesOrder)
    .limit(window.limit)
    .offset(window.offset);
}

export async function listDues(db: Executor, query: DuesQuery, clock: Clock): Promise<DuesPage> {
  const offset = (query.page - 1) * query.limit;
  const search = duesSearch(query.search);
  const pageIds = duesPageIds(db, query.search, { limit: query.limit, offset });
  // The page's ids first, by themselves: as a subquery PostgreSQL joined every owing account to find ten.
  const ids = (await pageIds).map((row) => row.id);
  const [rows, [totals], searched] = await Promise.all([
    ids.length
      ? db
          .select({ account: customerAccounts, name: customers.name, phone: customers.phone })
          .from(customerAccounts)
          .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
          .where(inArray(customerAccounts.customerId, ids))
          .orderBy(...duesOrder)
      : [],
    db
      .select({
        receivable: sql<string>`coalesce(sum(${receivableStripes.amount}), 0)`,
        accounts: sql<number>`coalesce(sum(${receivableStripes.accounts}), 0)::int`,
      })
      .from(receivableStripes),
    search
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(customerAccounts)
          .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
          .where(and(owing, search))
      : undefined,
  ]);
  const ageing = await ageingOf(
    db,
    rows.map((row) => row.account.customerId),
    clock,
  );
  return {
    dues: rows.map(({ account, name, phone }) => ({
      customerId: account.customerId,
      name,
      phone,
      balance: Number(account.balance),
      ageing: ageing.get(account.customerId)!,
      lastPaymentDay: account.lastPaymentDay,
    })),
    totalReceivable: Number(totals!.receivable),
    page: query.page,
    limit: query.limit,
    total: searched ? searched[0]!.total : totals!.accounts,
  };
}
