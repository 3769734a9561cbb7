import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS, SUPPLIER_TENDERS } from '@dastarkhan/contract/suppliers';
import { createdAt, money, moneyTotal, oneOf, primaryId } from './columns';
import { users } from './users';

/**
 * A supplier (issue 35, ADR 0187). `payable` is the sum of its dues' `outstanding`, and `entries` the count of its
 * `supplier_ledger` rows: both changed only relatively, under this row's lock, in the transaction that appends
 * the rows they sum. Archived, never deleted: its books stay.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: primaryId(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    payable: moneyTotal('payable').notNull().default('0'),
    entries: integer('entries').notNull().default(0),
    lastPaymentDay: date('last_payment_day'),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One live record per spelling key (trimmed, spaces collapsed, lower case): ' Karim  Traders' finds 'Karim Traders'.
    uniqueIndex('suppliers_key_unique')
      .on(sql`lower(regexp_replace(btrim(${t.name}), '\\s+', ' ', 'g'))`)
      .where(sql`${t.archivedAt} is null`),
    // The payables list: suppliers owed money, largest first, paged by the index.
    index('suppliers_payable_idx')
      .on(sql`${t.payable} desc`, t.id)
      .where(sql`${t.payable} > 0`),
    index('suppliers_name_idx').on(sql`lower(${t.name})`, t.id),
    check('suppliers_payable_check', sql`${t.payable} >= 0 and ${t.entries} >= 0`),
  ],
);

/**
 * What raised a supplier's due: an intake on credit, or a correction raising an item's due (issue 35). `outstanding`
 * is `amount` less what `supplier_allocations` took off it, kept in the same transaction. A due of an item with no
 * supplier ("Not specified") has a null supplier: the item's own due still derives from it.
 */
export const supplierDues = pgTable(
  'supplier_dues',
  {
    id: primaryId(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id').notNull(),
    /** The `inventory_movements` row (intake or correction) that raised it. */
    movementId: uuid('movement_id').notNull(),
    businessDay: date('business_day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    outstanding: money('outstanding').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_dues_movement_unique').on(t.movementId),
    index('supplier_dues_supplier_open_idx')
      .on(t.supplierId, t.at, t.id)
      .where(sql`${t.outstanding} > 0`),
    index('supplier_dues_item_open_idx')
      .on(t.itemId, t.at, t.id)
      .where(sql`${t.outstanding} > 0`),
    check(
      'supplier_dues_amount_check',
      sql`${t.amount} > 0 and ${t.outstanding} >= 0 and ${t.outstanding} <= ${t.amount}`,
    ),
  ],
);

/**
 * A payment to a supplier (or, for a stock item's own payment, to whoever its dues are owed): only appended; a
 * void is a row in `supplier_payment_voids`. `supplier_id` is null when it paid one item's dues (`item_id`).
 */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: primaryId(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id'),
    amount: money('amount').notNull(),
    method: text('method', { enum: SUPPLIER_TENDERS }),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    businessDay: date('business_day').notNull(),
    byId: uuid('by_id'),
    byName: text('by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_payments_supplier_idx').on(t.supplierId, t.createdAt),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
    check('supplier_payments_method_check', sql`${t.method} is null or ${oneOf(t.method, SUPPLIER_TENDERS)}`),
  ],
);

/** Who voided a supplier payment, when and why: appended, never an update of the payment. */
export const supplierPaymentVoids = pgTable('supplier_payment_voids', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => supplierPayments.id, { onDelete: 'restrict' }),
  reason: text('reason').notNull(),
  businessDay: date('business_day').notNull(),
  byId: uuid('by_id'),
  byName: text('by_name').notNull(),
  createdAt: createdAt(),
});

/**
 * What a payment (or a due lowered by a correction before issue 35, `payment_id` null) took off each due: positive
 * when paid, negative when its payment was voided. Each row has its item's `inventory_movements` row.
 */
export const supplierAllocations = pgTable(
  'supplier_allocations',
  {
    id: primaryId(),
    paymentId: uuid('payment_id').references(() => supplierPayments.id, { onDelete: 'restrict' }),
    dueId: uuid('due_id')
      .notNull()
      .references(() => supplierDues.id, { onDelete: 'restrict' }),
    movementId: uuid('movement_id').notNull(),
    amount: money('amount').notNull(),
    businessDay: date('business_day').notNull(),
  },
  (t) => [
    index('supplier_allocations_payment_idx').on(t.paymentId),
    index('supplier_allocations_due_idx').on(t.dueId),
    check('supplier_allocations_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A supplier's statement: one row per intake on credit, correction, payment and void, numbered per supplier
 * (`seq`) with the payable after it (`balance`), written under the supplier's row lock. A page of any statement
 * is then an index range, whatever its length.
 */
export const supplierLedger = pgTable(
  'supplier_ledger',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    balance: moneyTotal('balance').notNull(),
    businessDay: date('business_day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    dueId: uuid('due_id'),
    paymentId: uuid('payment_id'),
    itemId: uuid('item_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.seq] }),
    index('supplier_ledger_day_idx').on(t.supplierId, t.businessDay, t.seq),
    check('supplier_ledger_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);
