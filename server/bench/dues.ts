import type autocannon from 'autocannon';
import { connectDatabase } from '../src/db/client';
import type { Pair } from './pairs';

/** The credit book the dues list is read at (issue 35): customers, and receipts in the shop in all. */
export const DUES_CUSTOMERS = 100_000;
export const DUES_RECEIPTS = 1_000_000;
/** The customer whose statement has 10,000 lines, and the one whose has 10. */
const LONG_STATEMENT = 10_000;
const SHORT_STATEMENT = 10;
/** The long statement's receipts: each a sale line and, paid later, a payment line. */
const PAID_LATER = LONG_STATEMENT / 2;
/** Deep pages at most twice page 1's time per answer, as the audit trail's (ADR 0166, ADR 0183). */
const DUES_PAGE_LIMIT = 2;

const BENCH_PHONE = (n: string) => `'018' || lpad((${n})::text, 8, '0')`;

/**
 * Grows the shop to DUES_CUSTOMERS customers and DUES_RECEIPTS receipts, the new ones on Credit for those
 * customers (a long-standing regular with 10,000 of them, another with 10), set-based in one transaction with
 * the triggers off, then opens their accounts as migration 0046 does for the books it finds (a sale line per
 * receipt owing, numbered in order, the kept totals), and settles the tables as a day's autovacuum would.
 * Returns the two statement customers' ids.
 */
export async function growCreditBook(url: string): Promise<{ long: string; short: string }> {
  const handle = connectDatabase(url, 1);
  const client = await handle.pool.connect();
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    await client.query(`
      insert into customers (name, phone)
      select 'Dues Customer ' || g, ${BENCH_PHONE('g')} from generate_series(1, ${DUES_CUSTOMERS}) g
      on conflict do nothing`);
    // Receipt n belongs to customer n % 100,000, except the long statement's regular, who ate 5,000 times and
    // paid each bill later (10,000 lines, nothing owed), and the short one's 10 receipts on Credit.
    await client.query(
      `with numbered as (
         select row_number() over (order by phone) as n, id from customers where phone like '018%'
       ), sold as (
         insert into invoices (invoice_number, transaction_id, customer_id, customer_name, customer_phone, issue_date,
                               time, sub_total, total, status, payment_method, created_at)
         select 'D' || lpad(g::text, 10, '0'), 'TXN' || (g % 10000), c.id, 'Dues Customer', '',
                current_date - (g % 400), '12:00', 100 + g % 900, 100 + g % 900,
                case when g <= ${PAID_LATER} then 'paid' else 'due' end, case when g <= ${PAID_LATER} then 'Cash' else 'Credit' end,
                current_date - (g % 400) + interval '12 hours'
         from generate_series(1, $1::int - (select count(*)::int from invoices)) g
         join numbered c on c.n = case
           when g <= ${PAID_LATER} then 1
           when g <= ${PAID_LATER + SHORT_STATEMENT} then 2
           else 3 + g % (${DUES_CUSTOMERS} - 2) end
         returning id, total, issue_date, created_at, status
       )
       insert into invoice_payments (invoice_id, method, amount, business_day, created_at)
       select id, 'Credit', total, issue_date, created_at from sold
       union all
       select id, paid.method, paid.amount, issue_date, created_at + interval '1 hour' from sold
       cross join lateral (values ('Credit', -total), ('Cash', total)) paid(method, amount) where status = 'paid'`,
      [DUES_RECEIPTS],
    );
    await client.query(`
      with lines as (
        select customer_id, created_at as at, issue_date, 'sale' as kind, id, total as amount
        from invoices where invoice_number like 'D%'
        union all
        select customer_id, created_at + interval '1 hour', issue_date, 'payment', id, -total
        from invoices where invoice_number like 'D%' and status = 'paid'
      )
      insert into customer_ledger (customer_id, seq, at, business_day, kind, invoice_id, amount, balance)
      select customer_id, row_number() over w, at, issue_date, kind, case when kind = 'sale' then id end, amount,
        sum(amount) over w
      from lines
      window w as (partition by customer_id order by at, id rows unbounded preceding)`);
    await client.query(`
      insert into customer_accounts (customer_id, balance, seq)
      select customer_id, sum(amount), max(seq) from customer_ledger group by 1
      on conflict (customer_id) do nothing`);
    await client.query(`
      insert into receivable_stripes (stripe, amount, accounts)
      select 15, sum(balance), count(*) filter (where balance > 0) from customer_accounts
      on conflict (stripe) do update set amount = excluded.amount, accounts = excluded.accounts`);
    await client.query('commit');
    for (const table of ['customers', 'invoices', 'invoice_payments', 'customer_ledger', 'customer_accounts'])
      await client.query(`vacuum (analyze) ${table}`);
    const { rows } = await client.query<{ phone: string; id: string }>(
      `select phone, id from customers where phone in (${BENCH_PHONE('1')}, ${BENCH_PHONE('2')})`,
    );
    const idOf = (n: number) => rows.find((row) => row.phone === `018${String(n).padStart(8, '0')}`)!.id;
    return { long: idOf(1), short: idOf(2) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
    await handle.close();
  }
}

/**
 * The dues list's page 1,000 against its page 1, and a page deep in a 10,000-line statement against the only
 * page of a 10-line one, for one manager reading them: each at most twice its reference's time per answer.
 */
export function duesPairs(
  endpoint: (route: string, options?: Partial<autocannon.Options>) => autocannon.Options,
  appPid: number,
  statements: { long: string; short: string },
): Pair[] {
  const at = `at ${DUES_CUSTOMERS.toLocaleString('en')} customers and ${DUES_RECEIPTS.toLocaleString('en')} receipts`;
  const longPage = `/api/customers/${statements.long}/statement?page=390&limit=25`;
  const shortPage = `/api/customers/${statements.short}/statement?page=1&limit=25`;
  const pair = (name: string, route: string, referenceName: string, reference: string): Pair => ({
    key: 'dues',
    name,
    app: endpoint(route, { connections: 1 }),
    bare: endpoint(reference, { connections: 1 }),
    referenceName,
    processes: { app: appPid, bare: appPid },
    limit: DUES_PAGE_LIMIT,
    metric: 'time per answer',
  });
  return [
    pair(
      `GET /api/dues?page=1000&limit=10 ${at}, 1 connection`,
      '/api/dues?page=1000&limit=10',
      `GET /api/dues?page=1&limit=10 ${at}, 1 connection`,
      '/api/dues?page=1&limit=10',
    ),
    pair(
      `GET page 390 of a ${LONG_STATEMENT.toLocaleString('en')}-line statement (25 lines), 1 connection`,
      longPage,
      `GET the ${SHORT_STATEMENT}-line statement (25 a page), 1 connection`,
      shortPage,
    ),
  ];
}
