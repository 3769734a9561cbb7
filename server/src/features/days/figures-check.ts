import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A figure whose roll-up differs from the sum of the rows it counts. */
export type FigureMismatch = { day: string | null; figure: string; rolled: string; summed: string };

/**
 * Compares the X report's roll-up (`figures_by_day`) with the same figures summed from the rows themselves
 * (payments, receipts, voids of receipts and of held orders, approvals, pay-ins and pay-outs), day by day; the
 * change handed back, booked on the day of each write, is compared in total. Empty: they agree. Reads every row:
 * for tests and tools only.
 */
export async function checkDayFigures(db: Executor): Promise<FigureMismatch[]> {
  const { rows } = await db.execute<FigureMismatch>(sql`
    with summed as (
      select p.business_day as day,
        case when p.business_day = i.issue_date then 'sale:' else 'later:' end || p.method as figure,
        p.amount, 1 as count
      from invoice_payments p join invoices i on i.id = p.invoice_id
      union all
      select issue_date, 'discount', discount, (discount > 0)::int from invoices where voided_at is null
      union all
      select null, 'change', greatest(0, amount_paid - total), 0 from invoices
      union all
      select business_day(v.created_at), 'void', i.total, 1 from invoice_voids v join invoices i on i.id = v.invoice_id
      union all
      select business_day(v.created_at), 'order-void',
        (select coalesce(sum(l.price * l.quantity), 0) from held_order_lines l where l.order_id = v.order_id), 1
      from order_voids v join held_orders o on o.id = v.order_id where o.invoice_id is null
      union all
      select business_day(created_at), 'approval:' || action, 0, 1 from approvals
      union all
      select m.day, m.kind, m.amount, 1 from drawer_movements m
      where not exists (select from drawer_movement_voids v where v.movement_id = m.id)
    ), summed_days as (
      select day, figure, sum(amount) as amount, sum(count) as count from summed group by day, figure
    ), rolled as (
      select case when figure = 'change' then null else day end as day, figure, sum(amount) as amount,
        sum(count) as count
      from figures_by_day group by 1, 2
    )
    select coalesce(r.day, s.day)::text as day, coalesce(r.figure, s.figure) as figure,
      coalesce(r.amount, 0)::text || ' × ' || coalesce(r.count, 0) as rolled,
      coalesce(s.amount, 0)::text || ' × ' || coalesce(s.count, 0) as summed
    from rolled r full join summed_days s on r.day is not distinct from s.day and r.figure = s.figure
    where coalesce(r.amount, 0) <> coalesce(s.amount, 0) or coalesce(r.count, 0) <> coalesce(s.count, 0)
    order by 1, 2`);
  return rows;
}
