import crypto from 'node:crypto';
import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { AuditValues } from '@dastarkhan/contract/audit';
import type { ClientDatabase, Database } from '../../db/client';
import { invoiceItems, invoicePayments, invoices, vatDeltas, walletReferences } from '../../db/schema';
import { costOf, DISH_BILLS, PLATE_USAGE, usageOf } from '../../db/plate-usage';
import { onHandOf } from '../../db/stock-on-hand';
import type { EntryAuthor } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { sqlStateOf } from '../../lib/pg-errors';
import { CUSTOMER_GONE } from './customer-link';
import { saleRefusalOf, SNAPSHOT_COLUMNS } from './receipt-stock';
import { vatRollRows } from './vat-roll';
import { walletClaims, walletConflictOf, type NewPaymentRow } from './receipt-payments';

export type InvoiceRow = typeof invoices.$inferSelect;
export type ItemRow = typeof invoiceItems.$inferSelect;
/** A new receipt is never voided: `voided_at` stays null (ADR 0155). */
export type NewReceipt = Omit<InvoiceRow, 'createdAt' | 'updatedAt' | 'voidedAt'>;
export type NewReceiptItem = Omit<ItemRow, 'id' | 'invoiceId'>;

/** A row keyed by column name, as `jsonb_populate_record` reads it; the names are looked up once per table. */
function columnNamer(table: Table): (values: Record<string, unknown>) => Record<string, unknown> {
  const names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  return (values) => {
    const row: Record<string, unknown> = {};
    for (const key in values) row[names.get(key)!] = values[key];
    return row;
  };
}
const receiptRow = columnNamer(invoices);
const itemRow = columnNamer(invoiceItems);
const paymentRow = columnNamer(invoicePayments);
const walletClaimRow = columnNamer(walletReferences);
const vatRow = columnNamer(vatDeltas);

/**
 * The column list of an INSERT … SELECT from `source`, for every column but the timestamps and sequence
 * numbers the database stamps itself, with some columns taken from an expression instead. Generated from the Drizzle schema so
 * the statement below cannot drift from it.
 */
function insertColumns(table: Table, source: string, replaced: Record<string, string> = {}) {
  const names = Object.entries(getTableColumns(table))
    .filter(([key, column]) => key !== 'createdAt' && key !== 'updatedAt' && !column.generatedIdentity)
    .map(([, column]) => column.name);
  return {
    target: names.join(', '),
    values: names.map((name) => replaced[name] ?? `${source}.${name}`).join(', '),
  };
}

const receiptColumns = insertColumns(invoices, 'receipt', {
  customer_id: 'coalesce(receipt.customer_id, (select id from phone_customer))',
});
const itemColumns = insertColumns(invoiceItems, 'item', {
  // A menu item deleted while the form was open still sells under its printed name and price.
  recipe_id: '(select recipes.id from recipes where recipes.id = item.recipe_id)',
});
const paymentColumns = insertColumns(invoicePayments, 'payment');
const walletColumns = insertColumns(walletReferences, 'claim');

/**
 * A receipt is saved by one prepared statement: the customer found or created by phone, the receipt, its
 * items, its payments and the wallet transaction IDs they claim, its change to the day's sales and the day's
 * plates per dish, and what its dishes took from stock by their recipes: a snapshot per dish and ingredient of
 * the quantity, the recipe and the cost of the moment (`sale_usage`, ADR 0160), a sale movement per item, and
 * the day's usage and dish costs, and with `$9` its audit entry (ADR 0168). One statement is one round trip and one
 * short transaction (docs/decisions/0042-hot-path-statements.md), so the receipt and its entry are saved together
 * without a transaction around them.
 * Sales never wait for each other on a stock row: the usage deltas are marked `stock_pending` and the fold takes
 * them from the items (ADR 0102). Only the ingredients of dishes set to stop selling when an ingredient runs out
 * are locked (in id order, as every statement that moves several items does) and taken from at once, so
 * `refused` fails the whole statement when the stock on hand is short of what the receipt takes.
 */
const SAVE_RECEIPT = {
  name: 'save_receipt',
  text: `
with receipt as (
  select * from jsonb_populate_record(null::invoices, $1::jsonb)
), phone_customer as (
  insert into customers (name, phone, street, country)
  select customer_name, customer_phone, customer_address, customer_country from receipt
  where $3::boolean and customer_id is null and customer_phone <> ''
  -- A customer deleted (archived) earlier who comes back with the same phone is back in the list (ADR 0157).
  on conflict (phone) do update set phone = excluded.phone, archived_at = null, archived_by = null
  returning id
), saved_receipt as (
  insert into invoices (${receiptColumns.target})
  select ${receiptColumns.values} from receipt
  returning customer_id, issue_date, total, created_at, updated_at
), saved_items as (
  insert into invoice_items (${itemColumns.target})
  select ${itemColumns.values} from jsonb_populate_recordset(null::invoice_items, $2::jsonb) as item
  returning position, recipe_id, quantity, line_total
), sold as (
  select recipe_id, sum(quantity)::int as plates, sum(line_total) as revenue from saved_items
  where recipe_id is not null group by recipe_id
), snapshots as (
  insert into sale_usage (${SNAPSHOT_COLUMNS})
  select receipt.id, sold.recipe_id, bill.item_id, receipt.issue_date, receipt.issue_date, sold.plates,
    usage.quantity, ${costOf('usage.quantity', 'bill.unit_cost')}, bill.batch_quantity, bill.batch_divisor,
    bill.unit_cost
  from sold join ${DISH_BILLS} bill on bill.recipe_id = sold.recipe_id cross join receipt
  cross join lateral (select ${usageOf('sold.plates', 'bill')} as quantity) usage
  returning recipe_id, item_id, quantity, cost_tk
), dishes as (
  insert into dish_sales_deltas (day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue)
  select receipt.issue_date, sold.recipe_id, sold.plates, sold.revenue, coalesce(costed.cost, 0),
    case when costed.recipe_id is null then 0 else sold.plates end,
    case when costed.recipe_id is null then 0 else sold.revenue end
  from sold cross join receipt
  left join (select recipe_id, sum(cost_tk) as cost from snapshots group by recipe_id) costed
    on costed.recipe_id = sold.recipe_id
), taken as (
  select item_id, sum(quantity) as quantity, sum(cost_tk) as cost_tk from snapshots group by item_id
), guarded as materialized (
  select id, name, ${onHandOf('inventory_items')} as on_hand from inventory_items
  where id = any(array(
    select taken.item_id from taken where taken.quantity <> 0 and taken.item_id in (
      select stop_usage.item_id from ${PLATE_USAGE} stop_usage
      join recipes stop on stop.id = stop_usage.recipe_id and stop.stop_when_out)))
  order by id for no key update
), refused as (
  select refuse_sale(dish.name, guarded.name)
  from saved_items join recipes dish on dish.id = saved_items.recipe_id and dish.stop_when_out
  join ${PLATE_USAGE} usage on usage.recipe_id = dish.id
  join taken on taken.item_id = usage.item_id
  join guarded on guarded.id = usage.item_id
  where guarded.on_hand < taken.quantity
  limit 1
), guarded_stock as (
  update inventory_items set quantity = inventory_items.quantity - taken.quantity, last_updated_at = clock_timestamp()
  from taken where inventory_items.id = any(array(select id from guarded)) and taken.item_id = inventory_items.id
), sale_movements as (
  insert into inventory_movements (item_id, kind, quantity, invoice_id, note, item_version, by_id, by_name, at)
  select taken.item_id, 'sale', -taken.quantity, receipt.id, 'Receipt ' || receipt.invoice_number, stock.version,
    seller.id, coalesce(seller.name, ''), clock_timestamp()
  from taken join inventory_items stock on stock.id = taken.item_id
  cross join receipt left join users seller on seller.id = receipt.created_by
  where taken.quantity <> 0
), usage as (
  insert into usage_deltas (day, item_id, quantity, cost_tk, stock_pending)
  select receipt.issue_date, taken.item_id, taken.quantity, taken.cost_tk,
    taken.item_id <> all(array(select id from guarded))
  from taken, receipt where taken.quantity <> 0 or taken.cost_tk <> 0
), saved_payments as (
  insert into invoice_payments (${paymentColumns.target})
  select ${paymentColumns.values} from jsonb_populate_recordset(null::invoice_payments, $4::jsonb) as payment
), wallet_claims as (
  insert into wallet_references (${walletColumns.target})
  select ${walletColumns.values} from jsonb_populate_recordset(null::wallet_references, $5::jsonb) as claim
), sales as (
  insert into sales_deltas (day, sales, order_count)
  select issue_date, total, 1 from saved_receipt
), vat as (
  -- The receipt's VAT per rate on its day (issue 34), for the VAT register's roll-up.
  insert into vat_deltas (day, rate_name, percent, inclusive, taxable, vat, service_charge)
  select day, rate_name, percent, inclusive, taxable, vat, service_charge
  from jsonb_populate_recordset(null::vat_deltas, $10::jsonb)
), entry as (
  -- The receipt as the API shows it ($9), with what the database stamped: the customer found by phone, and the
  -- time of the receipt and of its payments (the statement's, so the entry's own \`at\` too). Labelled by its number.
  insert into audit_entries (actor_id, actor_name, address, kind, entity_id, label, action, after)
  select $6::uuid, $7::text, $8::inet, 'receipt', receipt.id::text, receipt.invoice_number, 'create',
    $9::jsonb || jsonb_build_object('customerId', saved_receipt.customer_id, 'createdAt', stamped.at,
      'payments', (select coalesce(jsonb_agg(payment || jsonb_build_object('createdAt', stamped.at) order by n), '[]')
                   from jsonb_array_elements($9::jsonb -> 'payments') with ordinality as paid (payment, n)))
  from saved_receipt cross join receipt
  cross join lateral (
    select to_char(saved_receipt.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
  ) stamped
  where $9::jsonb is not null
)
select customer_id, created_at, updated_at,
       (select coalesce(array_agg(recipe_id order by position), '{}') from saved_items) as recipe_ids,
       (select count(*) from refused) as refused
from saved_receipt`,
};

const CUSTOMER_FOREIGN_KEY = 'invoices_customer_id_customers_id_fk';

type SavedRow = {
  customer_id: string | null;
  created_at: Date;
  updated_at: Date;
  recipe_ids: (string | null)[];
};

/**
 * The receipt's audit entry, written by its save's own statement: its author, and the receipt's values as the
 * entry keeps them, made from the rows about to be saved (the statement adds what the database stamps).
 */
export type ReceiptEntry = EntryAuthor & { after: (row: InvoiceRow, items: ItemRow[]) => AuditValues };

/** Stands for the save's time until the statement stamps it (the entry's `createdAt` fields are replaced). */
const NOT_YET_STAMPED = new Date(0);

/**
 * Inserts a receipt whose every value is already computed, with its id and payment rows, and with `entry` its
 * audit entry. `linkByPhone` links (or creates) the customer owning the receipt's phone when no customer was
 * picked. Returns the rows as the database holds them. A transaction ID another receipt claimed first is a 409
 * naming that receipt.
 */
export async function insertReceipt(
  db: Database | ClientDatabase,
  receipt: NewReceipt,
  items: NewReceiptItem[],
  payments: NewPaymentRow[],
  linkByPhone: boolean,
  entry?: ReceiptEntry,
): Promise<{ row: InvoiceRow; items: ItemRow[] }> {
  const { id } = receipt;
  const itemRows = items.map((item) => ({ ...item, id: crypto.randomUUID(), invoiceId: id }));
  const stamped = { createdAt: NOT_YET_STAMPED, updatedAt: NOT_YET_STAMPED, voidedAt: null };
  const claims = walletClaims(payments);
  // Inside a caller's transaction a failed save must leave it usable, to name the receipt that won the race.
  const inTransaction = !(db.$client instanceof pg.Pool);
  let saved: SavedRow;
  try {
    if (inTransaction) await db.$client.query('savepoint save_receipt');
    const result = await db.$client.query<SavedRow>({
      ...SAVE_RECEIPT,
      values: [
        JSON.stringify(receiptRow(receipt)),
        JSON.stringify(itemRows.map(itemRow)),
        linkByPhone,
        JSON.stringify(payments.map(paymentRow)),
        JSON.stringify(claims.map(walletClaimRow)),
        entry?.actor.id ?? null,
        entry?.actor.name ?? null,
        entry?.address ?? null,
        entry ? JSON.stringify(entry.after({ ...receipt, ...stamped }, itemRows)) : null,
        JSON.stringify(vatRollRows(receipt, 1).map(vatRow)),
      ],
    });
    saved = result.rows[0]!;
  } catch (error) {
    if (inTransaction) await db.$client.query('rollback to savepoint save_receipt');
    const refusal = saleRefusalOf(error);
    if (refusal) throw refusal;
    // The picked customer was deleted while the form was open.
    if (
      sqlStateOf(error) === '23503' &&
      (error as { constraint?: string }).constraint === CUSTOMER_FOREIGN_KEY
    )
      throw badRequest(CUSTOMER_GONE);
    throw await walletConflictOf(db, error, claims);
  }
  return {
    row: {
      ...receipt,
      customerId: saved.customer_id,
      createdAt: saved.created_at,
      updatedAt: saved.updated_at,
      voidedAt: null,
    },
    items: itemRows.map((item) => ({ ...item, recipeId: saved.recipe_ids[item.position] ?? null })),
  };
}
