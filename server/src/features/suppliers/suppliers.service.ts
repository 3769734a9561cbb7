import type {
  Ageing,
  Supplier,
  SupplierDetail,
  SupplierInput,
  SupplierPatch,
  SuppliersPage,
  SuppliersQuery,
} from '@dastarkhan/contract/suppliers';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';
import { toIso, toMoney } from '../../lib/reply';
import { likeContains, readPage } from '../../lib/sql';

const UNIQUE_VIOLATION = '23505';

type SupplierRow = {
  id: string;
  name: string;
  phone: string;
  address: string;
  notes: string;
  payable: string;
  last_payment_day: string | null;
  archived_at: Date | string | null;
  created_at: Date | string;
};

const COLUMNS = sql.raw(
  'id, name, phone, address, notes, payable::text, last_payment_day::text, archived_at, created_at',
);

export function toSupplierJson(row: SupplierRow): Supplier {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    payable: toMoney(row.payable),
    lastPaymentDay: row.last_payment_day,
    archived: row.archived_at !== null,
    createdAt: toIso(row.created_at) ?? '',
  };
}

/** The SQL that sums unpaid dues into the ageing buckets, by business days from `today` to each due's day. */
export const ageingSums = (today: string) => sql`
  coalesce(sum(outstanding) filter (where ${today}::date - business_day <= 30), 0)::text as days0to30,
  coalesce(sum(outstanding) filter (where ${today}::date - business_day between 31 and 60), 0)::text as days31to60,
  coalesce(sum(outstanding) filter (where ${today}::date - business_day between 61 and 90), 0)::text as days61to90,
  coalesce(sum(outstanding) filter (where ${today}::date - business_day > 90), 0)::text as over90`;

export type AgeingRow = { days0to30: string; days31to60: string; days61to90: string; over90: string };
export const toAgeing = (row: AgeingRow): Ageing => ({
  days0to30: toMoney(row.days0to30),
  days31to60: toMoney(row.days31to60),
  days61to90: toMoney(row.days61to90),
  over90: toMoney(row.over90),
});

export async function getSupplier(db: Executor, id: string, today: string): Promise<SupplierDetail> {
  const found = await db.execute<SupplierRow>(sql`select ${COLUMNS} from suppliers where id = ${id}`);
  const [row] = found.rows;
  if (!row) throw notFound('Supplier');
  const ageing = await db.execute<AgeingRow>(sql`
    select ${ageingSums(today)} from supplier_dues where supplier_id = ${id} and outstanding > 0`);
  return { ...toSupplierJson(row), ageing: toAgeing(ageing.rows[0]!) };
}

/** Suppliers by name (live ones, or the archived with `archived`), matching the name or phone. */
export async function listSuppliers(db: Executor, query: SuppliersQuery): Promise<SuppliersPage> {
  const pattern = query.search ? likeContains(query.search) : null;
  const where = sql`(archived_at is not null) = ${query.archived ?? false}
    and (${pattern}::text is null or name ilike ${pattern} or phone ilike ${pattern})`;
  const page = await readPage(
    query,
    async () => {
      const counted = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from suppliers where ${where}`,
      );
      return counted.rows[0]!;
    },
    async (window) => {
      const rows = await db.execute<SupplierRow>(sql`
        select ${COLUMNS} from suppliers where ${where}
        order by lower(name), id limit ${window.limit} offset ${window.offset}`);
      return rows.rows;
    },
  );
  return {
    suppliers: page.rows.map(toSupplierJson),
    page: query.page,
    limit: query.limit,
    total: page.total,
  };
}

const nameTaken = (name: string) => conflict(`A supplier named ${name} already exists.`);

export async function createSupplier(db: Executor, input: SupplierInput): Promise<Supplier> {
  try {
    const created = await db.execute<SupplierRow>(sql`
      insert into suppliers (name, phone, address, notes)
      values (${input.name}, ${input.phone ?? ''}, ${input.address ?? ''}, ${input.notes ?? ''})
      returning ${COLUMNS}`);
    return toSupplierJson(created.rows[0]!);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw nameTaken(input.name);
    throw error;
  }
}

/**
 * Changes a supplier's record; its items show the new name (their `supplier.name`). Archiving keeps its books
 * and what it is owed; a new intake naming it then starts a new record.
 */
export async function updateSupplier(
  db: Executor,
  id: string,
  patch: SupplierPatch,
  actorId: string,
): Promise<Supplier> {
  const archived = patch.archived === undefined ? null : patch.archived;
  try {
    const updated = await db.execute<SupplierRow>(sql`
      update suppliers set name = coalesce(${patch.name ?? null}::text, name),
        phone = coalesce(${patch.phone ?? null}::text, phone), address = coalesce(${patch.address ?? null}::text, address),
        notes = coalesce(${patch.notes ?? null}::text, notes),
        archived_at = case when ${archived}::boolean is null then archived_at
          when ${archived}::boolean then coalesce(archived_at, clock_timestamp()) end,
        archived_by = case when ${archived}::boolean then ${actorId}::uuid when ${archived}::boolean is null
          then archived_by end
      where id = ${id} returning ${COLUMNS}`);
    const [row] = updated.rows;
    if (!row) throw notFound('Supplier');
    if (patch.name !== undefined)
      await db.execute(sql`update inventory_items set supplier_name = ${row.name} where supplier_id = ${id}`);
    return toSupplierJson(row);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw nameTaken(patch.name ?? '');
    throw error;
  }
}
