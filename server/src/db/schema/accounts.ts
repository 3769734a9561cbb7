import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STATEMENT_KINDS } from '@dastarkhan/contract/accounts';
import type { Tender } from '@dastarkhan/contract/tenders';
import { createdAt, money, moneyTotal, oneOf, primaryId } from './columns';
import { customers } from './customers';

/**
 * What a customer owes on credit (issue 35, ADR 0181), kept by the trigger on `invoice_payments` in the
 * transaction of every Credit row (migration 0048): the balance and the number of the account's last ledger
 * line, only ever changed by relative updates under this row's lock. A test holds it equal to the ledger's sum.
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balance: money('balance').notNull().default('0'),
    /** The `seq` of the account's last ledger line: lines are numbered 1, 2, 3… without a gap. */
    seq: integer('seq').notNull().default(0),
    /** The business day of the latest payment not voided. */
    lastPaymentDay: date('last_payment_day'),
  },
  // The dues list, largest balance first, from the index alone (ADR 0183).
  (t) => [
    index('customer_accounts_dues_idx')
      .on(t.balance.desc(), t.customerId)
      .where(sql`${t.balance} > 0`),
  ],
);

/**
 * An account's statement as it was written: a line per credit sale, change to one, payment and void, with the
 * balance after it, only ever appended (ADR 0181). A page of it is a range of `seq`, whatever its length.
 */
export const customerLedger = pgTable(
  'customer_ledger',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The business day (restaurant time zone) of the write. */
    businessDay: date('business_day').notNull(),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    /** What the line adds to what they owe. */
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.seq] }),
    index('customer_ledger_day_idx').on(t.customerId, t.businessDay, t.seq),
    index('customer_ledger_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    check('customer_ledger_kind_check', oneOf(t.kind, STATEMENT_KINDS)),
  ],
);

/**
 * A payment received on an account (a money receipt, numbered MR-000001…), or on one receipt with no customer
 * (old data): the rows it adds to the receipts it pays carry its id. Never edited or deleted: a mistake is voided.
 */
export const customerPayments = pgTable(
  'customer_payments',
  {
    id: primaryId(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The payer as named when it was received (a receipt without a customer names its own). */
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    tenders: jsonb('tenders').notNull().$type<Tender[]>(),
    /** What it paid on each receipt, oldest first, as applied. */
    allocations: jsonb('allocations')
      .notNull()
      .$type<{ invoiceId: string; invoiceNumber: string; amount: number }[]>(),
    /** What it took off what was owed: the tenders less the change. */
    amount: money('amount').notNull(),
    change: money('change').notNull(),
    note: text('note').notNull().default(''),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    businessDay: date('business_day').notNull(),
    createdAt: createdAt(),
    /** Not a foreign key, like invoices.created_by (ADR 0042); the name says who after they leave. */
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
  },
  (t) => [
    index('customer_payments_customer_idx').on(t.customerId, t.createdAt),
    check('customer_payments_amount_check', sql`${t.amount} > 0 and ${t.change} >= 0`),
  ],
);

/** Who voided a payment, when and why (reason required): its rows on the receipts are reversed by new ones. */
export const customerPaymentVoids = pgTable('customer_payment_voids', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => customerPayments.id, { onDelete: 'restrict' }),
  reason: text('reason').notNull(),
  byId: uuid('by_id'),
  byName: text('by_name').notNull(),
  createdAt: createdAt(),
});

/**
 * What every customer owes together (the dashboard's total receivable) and how many owe, as a sum of stripes
 * kept with each ledger line: each session adds to its own stripe, so concurrent credit sales do not wait for one row.
 */
export const receivableStripes = pgTable('receivable_stripes', {
  stripe: smallint('stripe').primaryKey(),
  amount: moneyTotal('amount').notNull(),
  /** How many accounts owe something: the dues list's length, without counting them. */
  accounts: bigint('accounts', { mode: 'number' }).notNull().default(0),
});
