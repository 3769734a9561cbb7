import crypto from 'node:crypto';
import type { Role } from '@dastarkhan/contract/common';
import { legacyTenders, settlement } from '@dastarkhan/contract/tenders';
import { computeInvoiceTotals, poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { businessDay, shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import {
  hasBusinessDetails,
  receiptBusinessFields,
  type BusinessDetails,
} from '@dastarkhan/contract/settings';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from '../config/logger';
import type { Database, Executor } from '../db/client';
import {
  costs,
  customers,
  inventoryItems,
  inventoryMovements,
  invoiceItems,
  invoicePayments,
  invoices,
  recipes,
} from '../db/schema';
import { upsertUser } from '../features/auth/auth.service';
import { rebuildDailySales } from '../features/invoices/daily-sales';
import { orderNumberBase, TRANSACTION_PREFIX } from '../features/invoices/invoice-numbers';
import { updateBusinessDetails } from '../features/settings/business.service';
import { readBusinessDetails } from '../lib/business-details';
import { DEMO_BUSINESS, DEMO_COSTS, DEMO_MENU, DEMO_STOCK } from './demo-data';
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
  'inventory_items',
  'costs',
  'kitchen_ticket_lines',
  'kitchen_tickets',
  'order_voids',
  'held_order_lines',
  'held_orders',
  'daily_tokens',
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

type StockOptions = {
  faker: Faker;
  today: string;
  days: number;
  timeZone: string;
  admin: { id: string; name: string };
};

/**
 * Each demo item's history: its intakes, what the kitchen used after the last one, and sometimes a supplier
 * payment that leaves part of the last intake owed. The item's figures are the sums of these movements.
 */
async function seedStock(tx: Executor, { faker, today, days, timeZone, admin }: StockOptions) {
  const money = (taka: number) => poishaToDecimalString(toPoisha(taka));
  for (const stock of DEMO_STOCK) {
    const intakeDates = stock.intakes
      .map(() =>
        dayAt(
          today,
          faker.number.int({ min: 1, max: Math.max(1, days - 1) }),
          9 + faker.number.float(),
          timeZone,
        ),
      )
      .sort((a, b) => a.getTime() - b.getTime());
    const bought = stock.intakes.reduce((sum, quantity) => sum + quantity, 0);
    const lastIntake = stock.intakes.at(-1)! * stock.unitPrice;
    const owed = faker.datatype.boolean(0.3)
      ? Math.min(lastIntake, faker.helpers.arrayElement([500, 1500, 3000]))
      : 0;
    const lastAt = intakeDates.at(-1)!;
    const usedAt = new Date(lastAt.getTime() + 3 * 3_600_000);
    const movements = [
      ...stock.intakes.map((quantity, index) => ({
        kind: 'intake' as const,
        quantity: String(quantity),
        totalTk: poishaToDecimalString(toPoisha(stock.unitPrice) * quantity),
        // The last intake was bought on credit; earlier ones were paid on delivery.
        dueTk: index === stock.intakes.length - 1 ? money(lastIntake) : '0',
        at: intakeDates[index]!,
      })),
      ...(stock.used > 0
        ? [{ kind: 'reduction' as const, reason: 'used' as const, quantity: String(-stock.used), at: usedAt }]
        : []),
      ...(lastIntake - owed > 0
        ? [
            {
              kind: 'payment' as const,
              dueTk: money(owed - lastIntake),
              at: new Date(usedAt.getTime() + 60_000),
            },
          ]
        : []),
    ];
    const [item] = await tx
      .insert(inventoryItems)
      .values({
        name: stock.name,
        category: stock.category,
        unit: stock.unit,
        quantity: String(bought - stock.used),
        price: money(stock.unitPrice),
        totalTk: poishaToDecimalString(toPoisha(stock.unitPrice) * bought),
        intakeQuantity: String(bought),
        threshold: String(stock.threshold),
        supplierName: stock.supplier,
        dueTk: money(owed),
        addedBy: admin.id,
        addedByName: admin.name,
        createdAt: intakeDates[0],
        lastUpdatedAt: movements.at(-1)!.at,
        version: movements.length,
      })
      .returning({ id: inventoryItems.id });
    await tx.insert(inventoryMovements).values(
      movements.map((movement, index) => ({
        ...movement,
        itemId: item!.id,
        itemVersion: index + 1,
        byId: admin.id,
        byName: admin.name,
      })),
    );
  }
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

type DayOptions = {
  /** The business day, YYYY-MM-DD in the restaurant's zone. */
  day: string;
  count: number;
  menu: readonly MenuRow[];
  customers: readonly CustomerRow[];
  business: BusinessDetails;
  timeZone: string;
  faker: Faker;
  /** Receipts after this instant are left out (today's receipts stop at "now"). */
  notAfter: Date;
  createdBy: string;
};

/** A receipt from the factory as the invoices service would store it, saved at `at`; ids made here for the items. */
function receiptRows(at: Date, options: DayOptions) {
  const body = receiptBody(options.faker, { menu: options.menu, customers: options.customers });
  const totals = computeInvoiceTotals(body.items, body.discountType, body.discountAmount);
  const tenders = legacyTenders(totals.total, body.paymentMethod, body.amountPaid);
  const paid = settlement(totals.total, tenders);
  const money = (taka: number) => poishaToDecimalString(toPoisha(taka));
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
    total: money(totals.total),
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
    description: item.description,
    price: money(item.price),
    quantity: item.quantity,
    lineTotal: money(totals.lineTotals[position] ?? 0),
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
 * Fills the database with a Dhaka restaurant's last `days` days, in one transaction: accounts, menu,
 * customers, receipts with items and the daily sales roll-up, costs and stock with intake history.
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
        DEMO_MENU.map((recipe) => ({ ...recipe, price: poishaToDecimalString(toPoisha(recipe.price)) })),
      )
      .returning({
        id: recipes.id,
        name: recipes.name,
        description: recipes.description,
        price: recipes.price,
      });
    const menuRows = menu.map((row) => ({ ...row, price: Number(row.price) }));
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

    const receipts = [];
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      const day = shiftDate(today, -daysAgo);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      // Friday and Saturday are the Dhaka weekend: the busiest days.
      const count =
        weekday === 5 || weekday === 6
          ? faker.number.int({ min: 14, max: 24 })
          : faker.number.int({ min: 7, max: 15 });
      receipts.push(
        ...demoReceiptsForDay({
          day,
          count,
          menu: menuRows,
          customers: people,
          business,
          timeZone,
          faker,
          notAfter: now,
          createdBy: faker.datatype.boolean() ? adminId : managerId,
        }),
      );
    }
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
      receipts.flatMap((receipt) => receipt.payments),
      1000,
    );
    // The roll-up the dashboard reads, recomputed from the receipts just written (docs/decisions/0012).
    await rebuildDailySales(tx);
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
    await seedStock(tx, { faker, today, days, timeZone, admin: { id: adminId, name: accounts[0]!.name } });
    log('costs and stock ready');

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
