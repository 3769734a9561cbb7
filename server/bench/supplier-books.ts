import type autocannon from 'autocannon';
import { connectDatabase } from '../src/db/client';
import type { Pair } from './pairs';

/** Suppliers owed money the payables list is paged over (issue 35): its page 1,000 is deep in them. */
export const PAYABLE_SUPPLIERS = 20_000;
/** The long statement's entries, and the short one's it is held against. */
export const LONG_STATEMENT = 10_000;
export const SHORT_STATEMENT = 10;
/** Issue 35: page 1,000 within 2× of page 1; a 10,000-entry statement pages as fast as a 10-entry one. */
const SUPPLIER_PAGE_LIMIT = 2;

export type SupplierBooks = { longId: string; shortId: string };

/**
 * Grows the supplier books set-based: PAYABLE_SUPPLIERS suppliers each owed three intakes of different ages (their
 * payable the sum, as the app keeps it), and two more with statements of LONG_STATEMENT and SHORT_STATEMENT rows
 * (intakes and payments alternating, each with the balance after it). Then settles them as autovacuum would.
 */
export async function growSupplierBooks(url: string): Promise<SupplierBooks> {
  const handle = connectDatabase(url, 1);
  const { pool } = handle;
  try {
    await pool.query(
      `with made as (
         insert into suppliers (name, phone, payable, entries)
         select 'Bench Supplier ' || g, '017' || lpad(g::text, 8, '0'), 3 * ((g % 997 + 1) * 10), 3
         from generate_series(1, $1::int) g returning id, payable
       ), dues as (
         insert into supplier_dues (supplier_id, item_id, movement_id, business_day, at, amount, outstanding)
         select id, gen_random_uuid(), gen_random_uuid(), current_date - age * 40, now() - make_interval(days => age * 40),
           payable / 3, payable / 3
         from made cross join generate_series(0, 2) age
       )
       insert into supplier_ledger (supplier_id, seq, kind, amount, balance, business_day, at)
       select id, age + 1, 'intake', payable / 3, payable / 3 * (age + 1), current_date - (2 - age) * 40, now()
       from made cross join generate_series(0, 2) age`,
      [PAYABLE_SUPPLIERS],
    );
    const statementOf = async (name: string, entries: number) => {
      const made = await pool.query<{ id: string }>(
        `insert into suppliers (name, payable, entries) values ($1, $2, $3) returning id`,
        [name, entries % 2 === 0 ? 0 : 100, entries],
      );
      const id = made.rows[0]!.id;
      await pool.query(
        `insert into supplier_ledger (supplier_id, seq, kind, amount, balance, business_day, at, note)
         select $1, g, case when g % 2 = 1 then 'intake' else 'payment' end,
           case when g % 2 = 1 then 100 else -100 end, case when g % 2 = 1 then 100 else 0 end,
           current_date - ($2::int - g) / 20, now() - make_interval(hours => $2::int - g), 'Bench entry ' || g
         from generate_series(1, $2::int) g`,
        [id, entries],
      );
      return id;
    };
    const longId = await statementOf('Bench long statement', LONG_STATEMENT);
    const shortId = await statementOf('Bench short statement', SHORT_STATEMENT);
    await pool.query('vacuum (analyze) suppliers, supplier_dues, supplier_ledger');
    return { longId, shortId };
  } finally {
    await handle.close();
  }
}

/**
 * The payables list's page 1,000 against its page 1, and the long statement's last page against the short one's
 * only page, one owner reading (time per answer, as the audit trail's pages are compared).
 */
export function supplierPairs(
  endpoint: (route: string, options?: Partial<autocannon.Options>) => autocannon.Options,
  appPid: number,
  books: SupplierBooks,
): Pair[] {
  const compare = (name: string, deep: string, first: string, referenceName: string): Pair => ({
    key: 'payables',
    name: `GET ${deep} ${name}, 1 connection`,
    app: endpoint(deep, { connections: 1 }),
    bare: endpoint(first, { connections: 1 }),
    referenceName: `GET ${first} ${referenceName}, 1 connection`,
    processes: { app: appPid, bare: appPid },
    limit: SUPPLIER_PAGE_LIMIT,
    metric: 'time per answer',
  });
  const suppliers = `at ${PAYABLE_SUPPLIERS.toLocaleString('en')} suppliers owed`;
  const lastPage = LONG_STATEMENT / 10;
  return [
    compare(suppliers, '/api/payables?page=1000&limit=10', '/api/payables?page=1&limit=10', suppliers),
    compare(
      `(page ${lastPage} of a ${LONG_STATEMENT.toLocaleString('en')}-entry statement)`,
      `/api/suppliers/${books.longId}/statement?page=${lastPage}&limit=10`,
      `/api/suppliers/${books.shortId}/statement?page=1&limit=10`,
      `(a ${SHORT_STATEMENT}-entry statement)`,
    ),
  ];
}
