import { type DayFigures } from '@dastarkhan/contract/days';
import { fromPoisha, toPoisha, type Poisha } from '@dastarkhan/contract/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@dastarkhan/contract/tenders';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toIso } from '../../lib/reply';

/**
 * A business day's VAT and service charge, read from the VAT feature's roll-up: handed over by routes.ts
 * (`vatTotals.ofDay`), since features never import each other.
 */
export type VatOfDay = (
  db: Executor,
  day: string,
) => Promise<{ vat: number; serviceCharge: number; rates: DayFigures['vat']['rates'] }>;

type Figure = { amount: Poisha; count: number };
type FigureRow = { figure: string; amount: string; count: string };

const poishaOf = (decimal: string | null | undefined): Poisha => toPoisha(Number(decimal ?? 0));

/** A day's figures as the roll-up holds them: folded rows and pending deltas, one row per figure. */
async function readFigures(db: Executor, day: string): Promise<Map<string, Figure>> {
  const { rows } = await db.execute<FigureRow>(sql`
    select figure, sum(amount)::text as amount, sum(count)::text as count
    from figures_by_day where day = ${day}::date group by figure`);
  return new Map(rows.map((row) => [row.figure, { amount: poishaOf(row.amount), count: Number(row.count) }]));
}

type OpeningFloat = { amount: Poisha; set: DayFigures['openingFloatSet'] };

/**
 * A day's opening float: the latest one a manager set for it, else (the default) the cash left in the drawer at
 * the latest close (not reopened) of a day before it; nothing closed before it: 0.
 */
export async function openingFloat(db: Executor, day: string): Promise<OpeningFloat> {
  const { rows } = await db.execute<{ amount: string; by: string; at: Date | string; reason: string }>(sql`
    select amount::text, by_name as by, created_at as at, reason from opening_floats
    where day = ${day}::date order by created_at desc, id desc limit 1`);
  const [set] = rows;
  if (set)
    return { amount: poishaOf(set.amount), set: { by: set.by, at: toIso(set.at) ?? '', reason: set.reason } };
  const closed = await db.execute<{ left: string }>(sql`
    select c.left_in_drawer::text as left from day_closes c
    where c.day < ${day}::date and not exists (select from day_reopens r where r.close_id = c.id)
    order by c.day desc, c.z_number desc limit 1`);
  return { amount: poishaOf(closed.rows[0]?.left), set: null };
}

const byTender = (figures: Map<string, Figure>, prefix: string) =>
  Object.fromEntries(
    PAYMENT_METHODS.map((method) => [method, fromPoisha(figures.get(`${prefix}${method}`)?.amount ?? 0)]),
  ) as Record<PaymentMethod, number>;

/**
 * The X report of a business day (issue 34): every figure a sum of the roll-ups' rows for the day (the VAT's
 * from the VAT roll-up), so it reads a handful of rows at any history. Expected cash: the opening float, the cash
 * of the day's receipts and of later payments, less the change handed back, plus pay-ins, less pay-outs.
 */
export async function dayFigures(db: Executor, day: string, vatOfDay: VatOfDay): Promise<DayFigures> {
  const figures = await readFigures(db, day);
  const { vat, serviceCharge, rates } = await vatOfDay(db, day);
  const { rows } = await db.execute<{ sales: string; orders: string }>(sql`
    select coalesce(sum(sales), 0)::text as sales, coalesce(sum(order_count), 0)::text as orders
    from sales_by_day where day = ${day}::date`);
  const sales = poishaOf(rows[0]?.sales);
  const receipts = Number(rows[0]?.orders ?? 0);
  const float = await openingFloat(db, day);
  const get = (figure: string): Figure => figures.get(figure) ?? { amount: 0, count: 0 };
  const tender = (method: PaymentMethod) => get(`sale:${method}`).amount + get(`later:${method}`).amount;
  const expectedCash =
    float.amount + tender('Cash') - get('change').amount + get('pay-in').amount - get('pay-out').amount;
  const counted = (figure: Figure) => ({ count: figure.count, amount: fromPoisha(figure.amount) });
  return {
    day,
    salesByTender: byTender(figures, 'sale:'),
    laterPayments: byTender(figures, 'later:'),
    changeGiven: fromPoisha(get('change').amount),
    voidedReceipts: counted(get('void')),
    voidedOrders: counted(get('order-void')),
    discounts: { ...counted(get('discount')), approvals: get('approval:discount').count },
    receipts,
    sales: fromPoisha(sales),
    averageBill: receipts > 0 ? fromPoisha(Math.round(sales / receipts)) : 0,
    vat: { total: vat, serviceCharge, rates },
    payIns: counted(get('pay-in')),
    payOuts: counted(get('pay-out')),
    openingFloat: fromPoisha(float.amount),
    openingFloatSet: float.set,
    expectedCash: fromPoisha(expectedCash),
    expectedBkash: fromPoisha(tender('bKash')),
    expectedNagad: fromPoisha(tender('Nagad')),
  };
}
