import crypto from 'node:crypto';
import type { Role } from '@dastarkhan/contract/common';
import { legacyTenders, settlement } from '@dastarkhan/contract/tenders';
import {
  computeInvoiceTotals,
  fromPoisha,
  poishaToDecimalString,
  toPoisha,
} from '@dastarkhan/contract/money';
import { computeReceiptVat, vatLinesInTaka, type VatSettings } from '@dastarkhan/contract/vat';
import { businessDay, shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import {
  hasBusinessDetails,
  receiptBusinessFields,
  type BusinessDetails,
} from '@dastarkhan/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from '../config/logger';
import type { Database, Executor } from '../db/client';
import { rebuildStockDays } from '../db/stock-days';
import {
  costs,
  customers,
  inventoryItems,
  invoiceItems,
  invoicePayments,
  invoices,
  recipeIngredients,
  recipes,
} from '../db/schema';
import { upsertUser } from '../features/auth/auth.service';
import { rebuildDailySales, rebuildDishSales, snapshotBulkSales } from '../features/invoices/daily-sales';
import { orderNumberBase, TRANSACTION_PREFIX } from '../features/invoices/invoice-numbers';
import { rebuildDailyVat } from '../features/invoices/vat-roll';
import { updateBusinessDetails } from '../features/settings/business.service';
import { readBusinessDetails } from '../lib/business-details';
import { readVatSettings } from '../lib/vat-settings';
import { bakiReceipts } from './demo-baki';
import { DEMO_BILLS, DEMO_BUSINESS, DEMO_COSTS, DEMO_MENU, DEMO_STOCK, type DemoStock } from './demo-data';
import {
  createFaker,
  customerBody,
  receiptBody,
  type CustomerRow,
  type Faker,
  type MenuRow,
} from './factories';

export type SeedOptions = {
  timeZone: string;
  now?: Date;
  days?: number;
  customerCount?: number;
  seed?: number;
  /** Where the seed reports its progress; silent when left out. */
  logger?: Logger;
};

export type SeedResult = {
  accounts: { role: Role; name: string; email: string; password: string }[];
  counts: { recipes: number; customers: number; invoices: number; costs: number; stockItems: number };
};

/** Tables whose rows make a database "not empty" for the demo seed. */
const BUSINESS_TABLES = ['users', 'customers', 'recipes', 'invoices', 'inventory_items', 'costs'] as const;

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const checks = BUSINESS_TABLES.map((table) => sql`exists (select 1 from ${sql.identifier(table)})`);
  const result = await db.execute<{ used: boolean }>(sql`select (${sql.join(checks, sql` or `)}) as used`);
  return !result.rows[0]?.used;
}

/**
 * What `--force` replaces: everything the seed writes except accounts (which it resets) and categories, and
 * the held orders, which point at its receipts and dishes.
 */
const DEMO_TABLES = [
  'invoice_payments',
  'wallet_references',
  'customer_payment_voids',
  'customer_payments',
  'customer_ledger',
  'customer_accounts',
  'receivable_stripes',
  'invoice_voids',
  'invoice_items',
  'invoices',
  'daily_sales',
  'customers',
  'recipe_ingredients',
  'recipes',
  'inventory_movements',
  'daily_usage',
  'usage_deltas',
  'daily_dish_sales',
  'dish_sales_deltas',
  'stock_days',
  'stock_day_deltas',
  'inventory_items',
  'costs',
  'kitchen_ticket_lines',
  'kitchen_tickets',
  'order_voids',
  'held_order_lines',
  'held_orders',
  'daily_tokens',
  'drawer_movement_voids',
  'drawer_movements',
  'opening_floats',
  'day_reopens',
  'day_closes',
  'day_figures',
  'day_figure_deltas',
  'supplier_ledger',
  'supplier_allocations',
  'supplier_payment_voids',
  'supplier_payments',
  'supplier_dues',
  'suppliers',
] as const;

/**
 * Empties the demo tables in one TRUNCATE (they reference one another, so all of them at once). A fresh
 * database, where tests and CI seed, skips it: truncating the 21 empty tables and their indexes took ~0.14 s.
 */
async function wipeDemoTables(tx: Executor): Promise<void> {
  const tables = DEMO_TABLES.map((table) => sql.identifier(table));
  const checks = tables.map((table) => sql`exists (select 1 from ${table})`);
  const used = await tx.execute<{ used: boolean }>(sql`select (${sql.join(checks, sql` or `)}) as used`);
  if (used.rows[0]?.used) await tx.execute(sql`truncate ${sql.join(tables, sql`, `)}`);
}

/** Multi-row inserts in chunks that stay well under PostgreSQL's 65,535 parameters per statement. */
async function insertInChunks<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
) {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

const DEMO_ACCOUNTS: { role: Role; name: string; email: string }[] = [
  { role: 'admin', name: 'Ayesha Rahman', email: 'admin@dastarkhan.demo' },
  { role: 'manager', name: 'Kamal Hossain', email: 'manager@dastarkhan.demo' },
  { role: 'cashier', name: 'Shirin Akter', email: 'cashier@dastarkhan.demo' },
  // A sign-up still waiting for the admin (ADR 0135).
  { role: 'staff', name: 'Rubel Mia', email: 'staff@dastarkhan.demo' },
];

async function seedAccounts(tx: Executor) {
  const accounts: SeedResult['accounts'] = [];
  const ids = new Map<Role, string>();
  for (const account of DEMO_ACCOUNTS) {
    const password = crypto.randomBytes(9).toString('base64url');
    const { user } = await upsertUser(tx, { ...account, password });
    ids.set(account.role, user._id);
    accounts.push({ ...account, password });
  }
  return { accounts, adminId: ids.get('admin')!, managerId: ids.get('manager')! };
}

/** An instant on a business day `daysAgo` before today, at a given local hour. */
function dayAt(today: string, daysAgo: number, hour: number, timeZone: string): Date {
  return new Date(startOfBusinessDay(shiftDate(today, -daysAgo), timeZone).getTime() + hour * 3_600_000);
}

const money = (taka: number) => poishaToDecimalString(toPoisha(taka));

/**
 * The demo stock items, empty until the seed knows what the receipts took: their figures are set from their
 * movements at the end (`seedStock`). Returns each item's id by name.
 */
async function insertStockItems(tx: Executor, admin: { id: string; name: string }) {
  const rows = await tx
    .insert(inventoryItems)
    .values(
      DEMO_STOCK.map((stock) => ({
        name: stock.name,
        nameBn: stock.nameBn,
        category: stock.category,
        unit: stock.unit,
        quantity: '0',
        price: money(stock.unitPrice),
        totalTk: '0',
        threshold: String(stock.threshold),
        supplierName: stock.supplier,
        addedBy: admin.id,
        addedByName: admin.name,
        version: 0,
      })),
    )
    .returning({ id: inventoryItems.id, name: inventoryItems.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Each dish's bill of materials (DEMO_BILLS): the ingredients of its batch (its plates per batch are inserted
 * with the menu), or its share of another dish.
 */
async function insertBills(tx: Executor, dishes: Map<string, string>, items: Map<string, string>) {
  const ingredients: (typeof recipeIngredients.$inferInsert)[] = [];
  for (const [code, bill] of Object.entries(DEMO_BILLS)) {
    const recipeId = dishes.get(code)!;
    if ('portionOf' in bill)
      await tx
        .update(recipes)
        .set({ portionOf: dishes.get(bill.portionOf)!, portion: String(bill.portion) })
        .where(eq(recipes.id, recipeId));
    else
      bill.ingredients.forEach(([item, quantity, unit], position) =>
        ingredients.push({ recipeId, position, itemId: items.get(item)!, quantity: String(quantity), unit }),
      );
  }
  await tx.insert(recipeIngredients).values(ingredients);
}

/** Plates per batch of a dish with its own batch; 1 (the column's default) for the others. */
function batchPlates(code: string): string {
  const bill = DEMO_BILLS[code];
  return bill && 'batchPlates' in bill ? String(bill.batchPlates) : '1';
}

/**
 * What every receipt's dishes took from stock, as charging it at the counter computes it (receipt-insert.ts):
 * a snapshot per receipt, dish and item, rounded once to the thousandth, by the cashier, at the receipt's time. Kept in a
 * temporary table until the deliveries are known, so all of an item's movements are numbered in one insert
 * (`seedStock`); the day's usage and dish sales go beside it (into `daily_usage` and `daily_dish_sales` directly,
 * as a bulk load may). Returns each item's usage per business day.
 */
async function takeSales(tx: Executor) {
  await snapshotBulkSales(tx);
  await tx.execute(sql`
    create temporary table demo_sales on commit drop as
    with taken as (
      select invoice_id, item_id, sum(quantity) as quantity, sum(cost_tk) as cost_tk from sale_usage
      group by invoice_id, item_id
    )
    select taken.item_id, taken.quantity, taken.cost_tk, receipt.id as invoice_id, receipt.issue_date as day,
      'Receipt ' || receipt.invoice_number as note, seller.id as by_id, coalesce(seller.name, '') as by_name,
      receipt.created_at as at
    from taken join invoices receipt on receipt.id = taken.invoice_id
    left join users seller on seller.id = receipt.created_by
    where taken.quantity <> 0`);
  // The plates and line totals per dish and day, as each receipt's statement writes them.
  await rebuildDishSales(tx);
  const used = await tx.execute<{ day: string; item_id: string; quantity: string }>(sql`
    insert into daily_usage (day, item_id, quantity, cost_tk)
    select day, item_id, sum(quantity), sum(cost_tk) from demo_sales group by 1, 2
    returning day::text, item_id, quantity::text`);
  const usage = new Map<string, Map<string, number>>();
  for (const row of used.rows) {
    const days = usage.get(row.item_id) ?? new Map<string, number>();
    days.set(row.day, Number(row.quantity));
    usage.set(row.item_id, days);
  }
  return usage;
}

/**
 * When an item was delivered and how much, as a kitchen restocks: the first delivery the evening before the
 * first day, then a morning delivery whenever it is under two days' use (or its threshold), of what the next
 * `coverDays` need, in the supplier's steps. An item with a missed delivery has its latest deliveries left out
 * until the sales have taken it below zero.
 */
function deliveries(stock: DemoStock, used: number[]): { day: number; quantity: number }[] {
  const average = used.reduce((sum, quantity) => sum + quantity, 0) / used.length;
  const reorderAt = Math.max(stock.threshold, average * 2);
  const inSteps = (quantity: number) =>
    Number((Math.max(1, Math.ceil(quantity / stock.step - 1e-9)) * stock.step).toFixed(2));
  const made: { day: number; quantity: number }[] = [];
  let onHand = 0;
  used.forEach((quantity, day) => {
    if (onHand < reorderAt) {
      const bought = inSteps(reorderAt + average * stock.coverDays - onHand);
      made.push({ day, quantity: bought });
      onHand += bought;
    }
    onHand -= quantity;
  });
  if (stock.missedDelivery)
    while (made.length > 1 && onHand >= 0) {
      onHand -= made.pop()!.quantity;
    }
  return made;
}

type StockOptions = {
  faker: Faker;
  today: string;
  days: number;
  now: Date;
  timeZone: string;
  admin: { id: string; name: string };
  items: Map<string, string>;
  usage: Map<string, Map<string, number>>;
};

/**
 * Each item's deliveries (priced within 2 % of its usual price), the last one bought on credit and sometimes
 * left partly owed; then every item's version numbers and cached figures set from its movements, so its
 * quantity, total, due and intake quantity are exactly their sums (ADR 0045).
 */
async function seedStock(tx: Executor, options: StockOptions) {
  const { faker, today, days, now, timeZone, admin } = options;
  const dayList = Array.from({ length: days }, (_, index) => shiftDate(today, index - days + 1));
  const movements: {
    item_id: string;
    kind: 'intake' | 'payment';
    quantity: string;
    total_tk: string;
    due_tk: string;
    at: Date;
  }[] = [];
  const prices: { id: string; price: string }[] = [];
  for (const stock of DEMO_STOCK) {
    const itemId = options.items.get(stock.name)!;
    const used = dayList.map((day) => options.usage.get(itemId)?.get(day) ?? 0);
    const intakes = deliveries(stock, used)
      .map(({ day, quantity }) => {
        const change = faker.number.int({ min: -2, max: 2 }) / 100;
        const price =
          stock.unitPrice >= 100
            ? Math.round(stock.unitPrice * (1 + change))
            : Math.round(stock.unitPrice * (1 + change) * 2) / 2;
        const daysAgo = days - 1 - day;
        // The first delivery came the evening before; the others each morning before the 11:30 opening.
        const at =
          day === 0
            ? dayAt(today, days, 18 + faker.number.float(), timeZone)
            : dayAt(today, daysAgo, 9 + faker.number.float({ max: 1.5 }), timeZone);
        return { quantity, price, at, totalPoisha: Math.round(toPoisha(price) * quantity) };
      })
      // Today's delivery has not come yet when "now" is earlier.
      .filter((intake) => intake.at <= now);
    const last = intakes.at(-1)!;
    const owed = faker.datatype.boolean(0.3)
      ? Math.min(last.totalPoisha, toPoisha(faker.helpers.arrayElement([500, 1500, 3000])))
      : last.totalPoisha;
    // Some suppliers are still owed an older delivery too (issue 35): the payables list then has dues of every age.
    const olderOnCredit =
      intakes.length > 1 && faker.datatype.boolean(0.35) ? faker.number.int({ max: intakes.length - 2 }) : -1;
    intakes.forEach((intake, index) =>
      movements.push({
        item_id: itemId,
        kind: 'intake',
        // Two decimals, as people type them.
        quantity: intake.quantity.toFixed(2),
        total_tk: poishaToDecimalString(intake.totalPoisha),
        // The last delivery was bought on credit; earlier ones were paid on delivery, but for one now and then.
        due_tk:
          index === intakes.length - 1 || index === olderOnCredit
            ? poishaToDecimalString(intake.totalPoisha)
            : '0',
        at: intake.at,
      }),
    );
    if (owed < last.totalPoisha)
      movements.push({
        item_id: itemId,
        kind: 'payment',
        quantity: '0',
        total_tk: '0',
        due_tk: poishaToDecimalString(owed - last.totalPoisha),
        at: new Date(Math.min(now.getTime(), last.at.getTime() + 4 * 3_600_000)),
      });
    prices.push({ id: itemId, price: money(last.price) });
  }
  // The receipts' sales and the deliveries, each item's numbered in time order in one insert.
  await tx.execute(sql`
    insert into inventory_movements (item_id, kind, quantity, total_tk, due_tk, invoice_id, note, item_version,
      by_id, by_name, at)
    select item_id, kind, quantity, total_tk, due_tk, invoice_id, note,
      row_number() over (partition by item_id order by at, kind), by_id, by_name, at
    from (
      select item_id, 'sale' as kind, -quantity as quantity, 0 as total_tk, 0 as due_tk, invoice_id, note, by_id,
        by_name, at
      from demo_sales
      union all
      select item_id, kind, quantity, total_tk, due_tk, null, '', ${admin.id}::uuid, ${admin.name}, at
      from jsonb_to_recordset(${JSON.stringify(movements)}::jsonb)
        as delivery(item_id uuid, kind text, quantity numeric, total_tk numeric, due_tk numeric, at timestamptz)
    ) movement`);
  await tx.execute(sql`
    update inventory_items item set quantity = sums.quantity, total_tk = sums.total_tk, due_tk = sums.due_tk,
      intake_quantity = sums.intake_quantity, version = sums.version, price = latest.price,
      created_at = sums.first_at, last_updated_at = sums.last_at
    from (
      select item_id, sum(quantity) as quantity, sum(total_tk) as total_tk, sum(due_tk) as due_tk,
        coalesce(sum(quantity) filter (where kind = 'intake'), 0) as intake_quantity, count(*)::int as version,
        min(at) as first_at, max(at) as last_at
      from inventory_movements group by item_id
    ) sums
    join jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as latest(id uuid, price numeric) on latest.id = sums.item_id
    where item.id = sums.item_id`);
  // The usage went into `daily_usage` directly, past the trigger that feeds the stock roll-up a sale's usage.
  await rebuildStockDays(tx);
  // The suppliers' records, dues, payments and statements, from the items and their movements, as migration 0047
  // built them for the shops that upgraded: a payment goes to each item's oldest dues first.
  await tx.execute(sql`select supplier_books_from_movements()`);
}

/** Distinct names and distinct mobile numbers, as the customer factory makes them. */
function demoCustomers(count: number, faker: Faker) {
  const phones = new Set<string>();
  const names = new Set<string>();
  const result: { name: string; phone: string; street: string; city: string }[] = [];
  while (result.length < count) {
    const { name, phone, address } = customerBody(faker);
    if (phones.has(phone) || (names.has(name) && names.size < 400)) continue;
    phones.add(phone);
    names.add(name);
    result.push({ name, phone, ...address });
  }
  return result;
}

export type DayOptions = {
  /** The business day, YYYY-MM-DD in the restaurant's zone. */
  day: string;
  count: number;
  menu: readonly MenuRow[];
  customers: readonly CustomerRow[];
  business: BusinessDetails;
  /** The shop's rates and service charge: every demo dish pays the standard rate, as a new dish does. */
  vatSettings: VatSettings;
  timeZone: string;
  faker: Faker;
  /** Receipts after this instant are left out (today's receipts stop at "now"). */
  notAfter: Date;
  createdBy: string;
};

/** A receipt from the factory as the invoices service would store it, saved at `at`; ids made here for the items. */
export function receiptRows(at: Date, options: DayOptions) {
  const body = receiptBody(options.faker, { menu: options.menu, customers: options.customers });
  const totals = computeInvoiceTotals(body.items, body.discountType, body.discountAmount);
  const vat = computeReceiptVat(
    totals.lineTotals.map((lineTotal) => ({ value: toPoisha(lineTotal), rateName: null })),
    toPoisha(totals.discount),
    options.day,
    options.vatSettings,
  );
  const total = vat ? fromPoisha(vat.total) : totals.total;
  // The factory pays the lines' total; a receipt paid in full pays what VAT and the service charge make it.
  const amountPaid = body.amountPaid >= totals.total ? Math.max(body.amountPaid, total) : body.amountPaid;
  const tenders = legacyTenders(total, body.paymentMethod, amountPaid);
  const paid = settlement(total, tenders);
  const id = crypto.randomUUID();
  const time = orderNumberBase(at, options.timeZone);
  const invoice: typeof invoices.$inferInsert = {
    id,
    invoiceNumber: time,
    transactionId: `${TRANSACTION_PREFIX}${options.faker.number.int({ min: 1, max: 9999 })}`,
    ...receiptBusinessFields(options.business),
    customerId: body.customerId ?? null,
    customerName: body.customer.name,
    customerAddress: body.customer.address ?? '',
    customerPhone: body.customer.phoneNumber,
    issueDate: options.day,
    time: `${time.slice(8, 10)}:${time.slice(10, 12)}`,
    discountType: body.discountType,
    discountAmount: money(totals.discountAmount),
    discount: money(totals.discount),
    subTotal: money(totals.subTotal),
    total: money(total),
    sellerBin: options.vatSettings.bin,
    vatLines: vat && vatLinesInTaka(vat),
    serviceCharge: poishaToDecimalString(vat?.serviceCharge ?? 0),
    serviceChargeVat: poishaToDecimalString(vat?.serviceChargeVat ?? 0),
    serviceChargePercent: String(options.vatSettings.serviceCharge.percent),
    serviceChargeTaxed: options.vatSettings.serviceCharge.taxed,
    amountPaid: money(paid.amountPaid),
    status: paid.status,
    paymentMethod: paid.paymentMethod,
    waiter: body.waiter,
    createdBy: options.createdBy,
    createdAt: at,
    updatedAt: at,
  };
  const items: (typeof invoiceItems.$inferInsert)[] = body.items.map((item, position) => ({
    invoiceId: id,
    position,
    recipeId: item.recipeId,
    name: item.name,
    // A sale keeps the dish's Bangla name as the counter's would (issue 36).
    nameBn: options.menu.find((dish) => dish.id === item.recipeId)?.nameBn ?? null,
    description: item.description,
    price: money(item.price),
    quantity: item.quantity,
    lineTotal: money(totals.lineTotals[position] ?? 0),
    taxRate: vat?.itemRates[position] ?? null,
    vat: vat ? poishaToDecimalString(vat.itemVat[position] ?? 0) : null,
  }));
  const payments: (typeof invoicePayments.$inferInsert)[] = tenders.map((tender) => ({
    invoiceId: id,
    method: tender.method,
    amount: money(tender.amount),
    businessDay: options.day,
    createdAt: at,
    createdBy: options.createdBy,
  }));
  return { invoice, items, payments };
}

/**
 * A day's receipts between 11:30 and 23:00, at distinct seconds so their order numbers (timestamps) are
 * unique without suffixes.
 */
function demoReceiptsForDay(options: DayOptions) {
  const opening = startOfBusinessDay(options.day, options.timeZone).getTime() + 11.5 * 3_600_000;
  const seconds = new Set<number>();
  while (seconds.size < options.count)
    seconds.add(options.faker.number.int({ min: 0, max: 11.5 * 3600 - 1 }));
  return [...seconds]
    .sort((a, b) => a - b)
    .map((second) => new Date(opening + second * 1000))
    .filter((at) => at <= options.notAfter)
    .map((at) => receiptRows(at, options));
}

/**
 * Fills the database with a Dhaka restaurant's last `days` days, in one transaction: accounts, menu with each
 * dish's bill of materials, customers, receipts with items and the daily sales roll-up, costs, and stock whose
 * history is its deliveries and what every receipt took by its recipes (and the days' usage).
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const { timeZone } = options;
  const now = options.now ?? new Date();
  const days = options.days ?? 90;
  const faker = createFaker(options.seed ?? 20_240_501);
  const log = (message: string) => options.logger?.info(message);
  const today = businessDay(now, timeZone);

  return db.transaction(async (tx) => {
    // The shop's own details stay; a database without them gets the demo restaurant's.
    const saved = await readBusinessDetails(tx);
    const business = hasBusinessDetails(saved) ? saved : await updateBusinessDetails(tx, DEMO_BUSINESS);
    await wipeDemoTables(tx);
    const { accounts, adminId, managerId } = await seedAccounts(tx);
    log('accounts ready');

    const menu = await tx
      .insert(recipes)
      .values(
        DEMO_MENU.map((recipe) => ({
          ...recipe,
          price: money(recipe.price),
          batchPlates: batchPlates(recipe.code),
        })),
      )
      .returning({
        id: recipes.id,
        name: recipes.name,
        nameBn: recipes.nameBn,
        description: recipes.description,
        price: recipes.price,
        code: recipes.code,
      });
    const menuRows = menu.map(({ code: _code, ...row }) => ({ ...row, price: Number(row.price) }));
    const admin = { id: adminId, name: accounts[0]!.name };
    const items = await insertStockItems(tx, admin);
    await insertBills(tx, new Map(menu.map((dish) => [dish.code!, dish.id])), items);
    const people = await tx
      .insert(customers)
      .values(demoCustomers(options.customerCount ?? 60, faker))
      .returning({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        street: customers.street,
      });
    log(`${menu.length} menu items and ${people.length} customers`);
    const vatSettings = await readVatSettings(tx);

    const dayOptions = (day: string) => ({
      day,
      menu: menuRows,
      customers: people,
      business,
      vatSettings,
      timeZone,
      faker,
      notAfter: now,
      createdBy: faker.datatype.boolean() ? adminId : managerId,
    });
    const receipts = [];
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      const day = shiftDate(today, -daysAgo);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      // Friday and Saturday are the Dhaka weekend: the busiest days.
      const count =
        weekday === 5 || weekday === 6
          ? faker.number.int({ min: 14, max: 24 })
          : faker.number.int({ min: 7, max: 15 });
      receipts.push(...demoReceiptsForDay({ ...dayOptions(day), count }));
    }
    // Regulars who eat on baki: credit receipts up to four months old, some part-paid (issue 35).
    receipts.push(...bakiReceipts(people.slice(0, 8), (day) => ({ ...dayOptions(day), count: 1 })));
    await insertInChunks(
      tx,
      invoices,
      receipts.map((receipt) => receipt.invoice),
    );
    await insertInChunks(
      tx,
      invoiceItems,
      receipts.flatMap((receipt) => receipt.items),
      1000,
    );
    await insertInChunks(
      tx,
      invoicePayments,
      // In the order of their days: the regulars' statements number their lines by day (ADR 0181).
      receipts
        .flatMap((receipt) => receipt.payments)
        .sort((a, b) => a.businessDay.localeCompare(b.businessDay)),
      1000,
    );
    // The roll-up the dashboard reads, recomputed from the receipts just written (docs/decisions/0012).
    await rebuildDailySales(tx);
    // The VAT register's roll-up, from the VAT each receipt recorded as the counter would (issue 34).
    await rebuildDailyVat(tx);
    log(`${receipts.length} receipts over ${days} days`);

    await tx.insert(costs).values(
      DEMO_COSTS.map((cost) => ({
        ...cost,
        amount: poishaToDecimalString(toPoisha(cost.amount)),
        addedBy: adminId,
        addedByName: accounts[0]!.name,
        createdAt: new Date(
          Math.min(
            now.getTime(),
            dayAt(
              today,
              faker.number.int({ min: 0, max: Math.min(days, 30) - 1 }),
              10 + faker.number.int({ min: 0, max: 8 }),
              timeZone,
            ).getTime(),
          ),
        ),
      })),
    );
    const usage = await takeSales(tx);
    await seedStock(tx, { faker, today, days, now, timeZone, admin, items, usage });
    log('costs, stock and what the receipts took from it ready');

    return {
      accounts,
      counts: {
        recipes: menu.length,
        customers: people.length,
        invoices: receipts.length,
        costs: DEMO_COSTS.length,
        stockItems: DEMO_STOCK.length,
      },
    };
  });
}
