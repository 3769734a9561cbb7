import type {
  PayablesPage,
  Statement,
  StatementEntry,
  StatementQuery,
  SupplierPayment,
} from '@dastarkhan/contract/suppliers';
import type { PageQuery } from '@dastarkhan/contract/common';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { likeContains, offsetOf } from '../../lib/sql';
import { ageingSums, toAgeing, type AgeingRow } from './suppliers.service';

export const paymentNumber = (number: number | string) => `SP-${String(number).padStart(6, '0')}`;

type EntryRow = {
  seq: number;
  at: Date | string;
  business_day: string;
  kind: StatementEntry['kind'];
  amount: string;
  balance: string;
  item_id: string | null;
  item: string | null;
  payment_id: string | null;
  payment_number: string | null;
  payment_voided: boolean;
  note: string;
};

const toEntry = (row: EntryRow): StatementEntry => ({
  seq: row.seq,
  at: toIso(row.at) ?? '',
  businessDay: row.business_day,
  kind: row.kind,
  amount: toMoney(row.amount),
  balance: toMoney(row.balance),
  itemId: row.item_id,
  item: row.item,
  paymentId: row.payment_id,
  paymentNumber: row.payment_number === null ? null : paymentNumber(row.payment_number),
  paymentVoided: row.payment_voided,
  note: row.note,
});

/** The statement's first and last row in the period, and the balance before it: three index probes. */
async function statementBounds(db: Executor, id: string, query: StatementQuery) {
  const from = query.from ?? null;
  const to = query.to ?? null;
  const result = await db.execute<{ first: number | null; last: number | null; opening: string | null }>(sql`
    select
      (select seq from supplier_ledger where supplier_id = ${id}
         and (${from}::date is null or business_day >= ${from}::date) order by business_day, seq limit 1) as first,
      (select seq from supplier_ledger where supplier_id = ${id}
         and (${to}::date is null or business_day <= ${to}::date) order by business_day desc, seq desc limit 1) as last,
      (select balance::text from supplier_ledger where supplier_id = ${id} and ${from}::date is not null
         and business_day < ${from}::date order by business_day desc, seq desc limit 1) as opening`);
  return result.rows[0]!;
}

/**
 * A supplier's statement for any period, oldest first, paged: the rows are numbered per supplier, so a page is a
 * range of `seq` however long the statement is (ADR 0187). The opening balance is the one before the period.
 */
export async function statementOf(db: Executor, id: string, query: StatementQuery): Promise<Statement> {
  const found = await db.execute<{ name: string }>(sql`select name from suppliers where id = ${id}`);
  if (!found.rows[0]) throw notFound('Supplier');
  const bounds = await statementBounds(db, id, query);
  const first = bounds.first ?? 1;
  const total = bounds.last === null || bounds.first === null ? 0 : Math.max(0, bounds.last - first + 1);
  const start = first + offsetOf(query.page, query.limit);
  const rows = await db.execute<EntryRow>(sql`
    select l.seq, l.at, l.business_day::text, l.kind, l.amount::text, l.balance::text, l.item_id, i.name as item,
      l.payment_id, p.number::text as payment_number, v.payment_id is not null as payment_voided, l.note
    from supplier_ledger l
    left join inventory_items i on i.id = l.item_id
    left join supplier_payments p on p.id = l.payment_id
    left join supplier_payment_voids v on v.payment_id = l.payment_id
    where l.supplier_id = ${id} and l.seq >= ${start} and l.seq <= ${bounds.last ?? 0}
    order by l.seq limit ${query.limit}`);
  const opening = toMoney(bounds.opening);
  const closing =
    bounds.last === null
      ? opening
      : toMoney(
          (
            await db.execute<{ balance: string }>(sql`
            select balance::text from supplier_ledger where supplier_id = ${id} and seq = ${bounds.last}`)
          ).rows[0]?.balance,
        );
  return {
    supplier: { _id: id, name: found.rows[0].name },
    from: query.from ?? null,
    to: query.to ?? null,
    openingBalance: opening,
    closingBalance: total === 0 ? opening : closing,
    entries: rows.rows.map(toEntry),
    page: query.page,
    limit: query.limit,
    total,
  };
}

type PaymentRow = {
  id: string;
  number: string;
  supplier_id: string | null;
  supplier_name: string;
  amount: string;
  method: SupplierPayment['method'];
  reference: string;
  note: string;
  business_day: string;
  created_at: Date | string;
  by_name: string;
  void_reason: string | null;
  void_by: string | null;
  void_at: Date | string | null;
};

/** A payment as it was made, what it paid (its allocations net of a void) and its void. */
export async function getPayment(db: Executor, id: string): Promise<SupplierPayment> {
  const found = await db.execute<PaymentRow>(sql`
    select p.id, p.number::text, p.supplier_id, coalesce(s.name, i.name, '') as supplier_name, p.amount::text,
      p.method, p.reference, p.note, p.business_day::text, p.created_at, p.by_name, v.reason as void_reason,
      v.by_name as void_by, v.created_at as void_at
    from supplier_payments p
    left join suppliers s on s.id = p.supplier_id
    left join inventory_items i on i.id = p.item_id
    left join supplier_payment_voids v on v.payment_id = p.id
    where p.id = ${id}`);
  const [row] = found.rows;
  if (!row) throw notFound('Supplier payment');
  const allocations = await db.execute<{ item_id: string; item: string; day: string; amount: string }>(sql`
    select d.item_id, i.name as item, d.business_day::text as day, sum(a.amount)::text as amount
    from supplier_allocations a join supplier_dues d on d.id = a.due_id join inventory_items i on i.id = d.item_id
    where a.payment_id = ${id} and a.amount > 0
    group by d.id, d.item_id, i.name, d.business_day, d.at order by d.at, d.id`);
  return {
    _id: row.id,
    number: paymentNumber(row.number),
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    amount: toMoney(row.amount),
    method: row.method,
    reference: row.reference,
    note: row.note,
    allocations: allocations.rows.map((a) => ({
      itemId: a.item_id,
      item: a.item,
      intakeDay: a.day,
      amount: toMoney(a.amount),
    })),
    businessDay: row.business_day,
    createdAt: toIso(row.created_at) ?? '',
    createdByName: row.by_name,
    voided:
      row.void_at === null
        ? null
        : { reason: row.void_reason ?? '', byName: row.void_by ?? '', at: toIso(row.void_at) ?? '' },
  };
}

type PayableRow = AgeingRow & {
  id: string;
  name: string;
  phone: string;
  payable: string;
  last_payment_day: string | null;
};

/**
 * Suppliers owed money, largest payable first, each with its ageing over its unpaid dues, and the total payable:
 * read from each supplier's cached payable (a partial index holds exactly those owed), never summed from history.
 */
export async function listPayables(
  db: Executor,
  query: PageQuery & { search?: string },
  today: string,
): Promise<PayablesPage> {
  const pattern = query.search ? likeContains(query.search) : null;
  const where = sql`payable > 0 and (${pattern}::text is null or name ilike ${pattern} or phone ilike ${pattern})`;
  const [totals, page] = await Promise.all([
    db.execute<{ total: number; payable: string }>(sql`
      select count(*)::int as total, coalesce(sum(payable), 0)::text as payable from suppliers where ${where}`),
    db.execute<PayableRow>(sql`
      select s.id, s.name, s.phone, s.payable::text, s.last_payment_day::text, a.*
      from (select id, name, phone, payable, last_payment_day from suppliers where ${where}
            order by payable desc, id limit ${query.limit} offset ${offsetOf(query.page, query.limit)}) s
      cross join lateral (
        select ${ageingSums(today)} from supplier_dues d where d.supplier_id = s.id and d.outstanding > 0
      ) a
      order by s.payable desc, s.id`),
  ]);
  return {
    payables: page.rows.map((row) => ({
      supplierId: row.id,
      name: row.name,
      phone: row.phone,
      payable: toMoney(row.payable),
      ageing: toAgeing(row),
      lastPaymentDay: row.last_payment_day,
    })),
    totalPayable: toMoney(totals.rows[0]!.payable),
    page: query.page,
    limit: query.limit,
    total: totals.rows[0]!.total,
  };
}
