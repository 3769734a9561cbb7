import type pg from 'pg';
import { onHandOf } from '../db/stock-on-hand';
import { STOCK_FIGURES } from '../db/stock-days';
import { RECEIPT_VAT_ROWS } from '../features/invoices/vat-roll';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.Client, 'query'>;

/**
 * Days where the sales roll-up (folded days plus pending deltas, as readers see it) differs from the receipts
 * themselves (sum of totals, count), voided receipts left out as the lists leave them out (ADR 0155), and
 * "every day" when the receipts' count kept in one row (ADR 0175) is not the count of live receipts. An empty
 * list means the dashboard and the receipt list show exactly what the rows say.
 */
export async function rollupMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select coalesce(d.day, r.day)::text as day,
            coalesce(d.sales, 0)::text as rollup_sales, coalesce(r.sales, 0)::text as receipt_sales,
            coalesce(d.orders, 0)::text as rollup_orders, coalesce(r.orders, 0)::text as receipt_orders
       from (select day, sum(sales) as sales, sum(order_count) as orders from sales_by_day group by day) d
       full join (select issue_date as day, sum(total) as sales, count(*) as orders from invoices where voided_at is null group by issue_date) r
         on r.day = d.day
      where coalesce(d.sales, 0) <> coalesce(r.sales, 0) or coalesce(d.orders, 0) <> coalesce(r.orders, 0)
     union all
     select 'every day', null, null, kept.orders::text, counted.orders::text
       from (select coalesce(sum(order_count), 0) as orders from live_sales_totals) kept,
            (select count(*) as orders from invoices where voided_at is null) counted
      where kept.orders <> counted.orders`,
  );
  return rows;
}

/**
 * Where the VAT roll-up (issue 34) differs from the receipts it sums: per day and rate as charged, the taxable
 * value, VAT and service charge of `vat_by_day` against the VAT lines kept on the live receipts, with the row
 * named '' holding what paid no VAT (the total less every rate's value and VAT) and the service charge. An empty
 * list means the VAT register reads exactly what the receipts say.
 */
export async function vatRollupMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `with receipts as (${RECEIPT_VAT_ROWS}
     ), kept as (
       select day, rate_name, percent, inclusive, sum(taxable) as taxable, sum(vat) as vat,
              sum(service_charge) as service_charge
         from vat_by_day group by 1, 2, 3, 4
     ), counted as (
       select day, rate_name, percent, inclusive, sum(taxable) as taxable, sum(vat) as vat,
              sum(service_charge) as service_charge
         from receipts group by 1, 2, 3, 4
     )
     select coalesce(k.day, c.day)::text as day, coalesce(k.rate_name, c.rate_name) as rate_name,
            coalesce(k.percent, c.percent)::text as percent,
            k.taxable::text as rollup_taxable, c.taxable::text as receipt_taxable,
            k.vat::text as rollup_vat, c.vat::text as receipt_vat,
            k.service_charge::text as rollup_service_charge, c.service_charge::text as receipt_service_charge
       from kept k full join counted c
         on c.day = k.day and c.rate_name = k.rate_name and c.percent = k.percent and c.inclusive = k.inclusive
      where coalesce(k.taxable, 0) <> coalesce(c.taxable, 0) or coalesce(k.vat, 0) <> coalesce(c.vat, 0)
         or coalesce(k.service_charge, 0) <> coalesce(c.service_charge, 0)`,
  );
  return rows;
}

/**
 * Receipts that are not whole: no items, items whose line total is not price × quantity, a subtotal that is not
 * the sum of the lines, or a total that is not subtotal minus discount.
 */
export async function brokenReceipts(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select i.id, i.invoice_number, i.sub_total::text, i.total::text, count(it.id)::text as items
       from invoices i left join invoice_items it on it.invoice_id = i.id
      group by i.id
     having count(it.id) = 0
         or i.sub_total <> coalesce(sum(it.line_total), -1)
         or i.total <> i.sub_total - i.discount
         or bool_or(it.line_total <> it.price * it.quantity)`,
  );
  return rows;
}

/**
 * Where issue 16's roll-ups differ from the rows they sum: a dish's plates or line totals over all days that are
 * not what its receipts' lines say (a correction is booked on the day it is made, issue 32), an item whose usage
 * by recipe over all days is not what its sale movements took, or a day's usage or dish cost that is not what
 * the sales' snapshots (`sale_usage`) booked on it. An empty list means the food cost report reads exactly
 * what the receipts and the books say.
 */
export async function kitchenMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select 'dish' as roll, null as day, coalesce(d.recipe_id, r.recipe_id)::text as id,
            coalesce(d.plates, 0)::text || ' / ' || coalesce(d.revenue, 0)::text as rollup,
            coalesce(r.plates, 0)::text || ' / ' || coalesce(r.revenue, 0)::text as rows
       from (select recipe_id, sum(plates) as plates, sum(revenue) as revenue from dish_sales_by_day
              where recipe_id in (select id from recipes) group by recipe_id) d
       full join (select it.recipe_id, sum(it.quantity) as plates, sum(it.line_total) as revenue
                    from invoice_items it join invoices i on i.id = it.invoice_id
                   where it.recipe_id is not null and i.voided_at is null group by it.recipe_id) r
         on r.recipe_id = d.recipe_id
      where coalesce(d.plates, 0) <> coalesce(r.plates, 0) or coalesce(d.revenue, 0) <> coalesce(r.revenue, 0)
     union all
     select 'usage', null, coalesce(u.item_id, m.item_id)::text, coalesce(u.used, 0)::text, coalesce(m.sold, 0)::text
       from (select item_id, sum(quantity) as used from usage_by_day group by item_id) u
       full join (select item_id, -sum(quantity) as sold from inventory_movements where kind = 'sale' group by item_id) m
         on m.item_id = u.item_id
      where coalesce(u.used, 0) <> coalesce(m.sold, 0)
     union all
     select 'usage cost', coalesce(u.day, s.day)::text, coalesce(u.item_id, s.item_id)::text,
            coalesce(u.quantity, 0)::text || ' / ' || coalesce(u.cost, 0)::text,
            coalesce(s.quantity, 0)::text || ' / ' || coalesce(s.cost, 0)::text
       from (select day, item_id, sum(quantity) as quantity, sum(cost_tk) as cost from usage_by_day group by 1, 2) u
       full join (select day, item_id, sum(quantity) as quantity, sum(cost_tk) as cost from sale_usage group by 1, 2) s
         on s.day = u.day and s.item_id = u.item_id
      where coalesce(u.quantity, 0) <> coalesce(s.quantity, 0) or coalesce(u.cost, 0) <> coalesce(s.cost, 0)
     union all
     select 'dish cost', coalesce(d.day, s.day)::text, coalesce(d.recipe_id, s.recipe_id)::text,
            coalesce(d.cost, 0)::text, coalesce(s.cost, 0)::text
       from (select day, recipe_id, sum(cost) as cost from dish_sales_by_day group by 1, 2) d
       full join (select day, recipe_id, sum(cost_tk) as cost from sale_usage group by 1, 2) s
         on s.day = d.day and s.recipe_id = d.recipe_id
      where coalesce(d.cost, 0) <> coalesce(s.cost, 0)`,
  );
  return rows;
}

/**
 * Stock items whose cached quantity, total or supplier due differs from the sums of their movements. An empty
 * list means every figure on the inventory screen is what the history adds up to.
 */
export async function stockMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select i.id, i.name, ${onHandOf('i')}::text as quantity, i.total_tk::text, i.due_tk::text,
            coalesce(m.quantity, 0)::text as movement_quantity, coalesce(m.total_tk, 0)::text as movement_total,
            coalesce(m.due_tk, 0)::text as movement_due
       from inventory_items i
       left join (select item_id, sum(quantity) as quantity, sum(total_tk) as total_tk, sum(due_tk) as due_tk
                    from inventory_movements group by item_id) m on m.item_id = i.id
      where ${onHandOf('i')} <> coalesce(m.quantity, 0) or i.total_tk <> coalesce(m.total_tk, 0)
         or i.due_tk <> coalesce(m.due_tk, 0)`,
  );
  return rows;
}

/**
 * Items and days where the stock roll-up (ADR 0170; folded rows plus pending deltas, as readers see them)
 * differs from the books: a day's intakes, sales, waste or other changes that are not what the item's movements
 * of that business day (sales: the snapshots booked on it) add up to, or a running total at a day's close that
 * is not the sum of every movement up to that day. An empty list means every opening and period the food cost
 * report reads is the history's sum. Each mismatched figure reads "books / roll-up".
 */
export async function stockRollupMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const sums = (alias: string) => STOCK_FIGURES.map((f) => `sum(${alias}${f}) as ${f}`).join(', ');
  const { rows } = await db.query<Record<string, string>>(
    `with moved as (
       select item_id, business_day(at) as day,
              case when kind = 'intake' then quantity else 0 end as intake_quantity,
              case when kind = 'intake' then total_tk else 0 end as intake_tk, 0 as sold_quantity, 0 as sold_tk,
              case when kind = 'waste' or kind = 'reduction' and reason = 'wasted' then -quantity else 0 end
                as waste_quantity,
              case when kind in ('intake', 'waste') or kind = 'reduction' and reason = 'wasted' then 0
                else quantity end as other_quantity
         from inventory_movements where kind <> 'sale'
       union all
       select item_id, day, 0, 0, quantity, cost_tk, 0, 0 from sale_usage
     ), books as (
       select item_id, day, ${sums('')} from moved group by item_id, day
     ), rolled as (
       select item_id, day, ${sums('')} from stock_by_day group by item_id, day
     ), days as (
       select coalesce(b.item_id, r.item_id) as item_id, coalesce(b.day, r.day) as day,
              ${STOCK_FIGURES.map((f) => `coalesce(b.${f}, 0) as books_${f}, coalesce(r.${f}, 0) as rollup_${f}, sum(coalesce(b.${f}, 0)) over running as books_total_${f}`).join(', ')}
         from books b full join rolled r on r.item_id = b.item_id and r.day = b.day
       window running as (partition by coalesce(b.item_id, r.item_id) order by coalesce(b.day, r.day))
     ), compared as (
       select days.*, ${STOCK_FIGURES.map((f) => `coalesce(kept.total_${f}, 0) + pending.${f} as rollup_total_${f}`).join(', ')}
         from days
         left join lateral (select * from stock_days s where s.item_id = days.item_id and s.day <= days.day
                order by s.day desc limit 1) kept on true
         cross join lateral (select ${STOCK_FIGURES.map((f) => `coalesce(sum(${f}), 0) as ${f}`).join(', ')}
           from stock_day_deltas d where d.item_id = days.item_id and d.day <= days.day) pending
     )
     select item_id::text, day::text,
            ${STOCK_FIGURES.map((f) => `books_${f}::text || ' / ' || rollup_${f}::text as ${f}, books_total_${f}::text || ' / ' || rollup_total_${f}::text as total_${f}`).join(', ')}
       from compared
      where ${STOCK_FIGURES.map((f) => `books_${f} <> rollup_${f} or books_total_${f} <> rollup_total_${f}`).join(' or ')}`,
  );
  return [...rows, ...(await stockMonthMismatches(db))];
}

/** Items and months whose kept row (`stock_months`) is not the month's last `stock_days` row, as "last / kept". */
async function stockMonthMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const columns = ['day', ...STOCK_FIGURES.map((f) => `total_${f}`)];
  const { rows } = await db.query<Record<string, string>>(
    `with last as (select distinct on (month_of(day), item_id) month_of(day) as month, * from stock_days
                    order by month_of(day), item_id, day desc)
     select coalesce(last.item_id, kept.item_id)::text as item_id,
            coalesce(last.month, kept.month)::text as month,
            ${columns.map((c) => `coalesce(last.${c}::text, 'none') || ' / ' || coalesce(kept.${c}::text, 'none') as ${c}`).join(', ')}
       from last full join stock_months kept on kept.item_id = last.item_id and kept.month = last.month
      where (${columns.map((c) => `last.${c}`).join(', ')}) is distinct from (${columns.map((c) => `kept.${c}`).join(', ')})`,
  );
  return rows;
}

/**
 * Receipts whose cached payment fields differ from their payment rows: the amount paid that is not the sum of
 * every payment but credit, or a status that is not what that sum says against the total (ADR 0075). An empty
 * list means every receipt reads exactly what its payments add up to.
 */
export async function paymentCacheMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select i.id, i.invoice_number, i.total::text, i.amount_paid::text, i.status,
            coalesce(p.paid, 0)::text as payments_paid
       from invoices i
       left join (select invoice_id, sum(amount) filter (where method <> 'Credit') as paid
                    from invoice_payments group by invoice_id) p on p.invoice_id = i.id
      where i.amount_paid <> coalesce(p.paid, 0)
         or i.status <> case when coalesce(p.paid, 0) >= i.total then 'paid' else 'due' end`,
  );
  return rows;
}

/**
 * Where the receipt list's per-day counts (ADR 0099) or the dashboard's customer count (ADR 0098) differ from
 * the rows they count: receipts not voided per UTC day of creation, customers not archived.
 */
export async function countMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(
    `select 'receipts' as count, coalesce(c.day, r.day)::text as day, coalesce(c.n, 0)::text as counted,
            coalesce(r.n, 0)::text as rows
       from (select day, sum(receipts) as n from receipts_by_created_day group by day having sum(receipts) <> 0) c
       full join (select (created_at at time zone 'UTC')::date as day, count(*) as n from invoices
                   where voided_at is null group by 1) r on r.day = c.day
      where coalesce(c.n, 0) <> coalesce(r.n, 0)
     union all
     select 'customers', null, (select coalesce(sum(customers), 0) from customer_count_stripes)::text,
            (select count(*) from customers where archived_at is null)::text
      where (select coalesce(sum(customers), 0) from customer_count_stripes)
            <> (select count(*) from customers where archived_at is null)`,
  );
  return rows;
}
