import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createLogger } from '../src/config/logger';
import { migrationsFolder, serverRoot } from '../src/config/paths';
import { connectDatabase, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';
import { upsertUser } from '../src/features/auth/auth.service';
import { withDatabase } from '../src/support/database-url';
import { seedKitchenVolume } from '../src/seed/kitchen-volume';
import { seedInvoiceVolume } from '../src/seed/receipt-volume';
import { growAuditTrail } from './audit-trail';

/** A shop of a given age, as the history bench seeds it (issue 33). */
export type ShopShape = {
  years: number;
  receiptsPerYear: number;
  /** Stock items, each bought weekly; 20 dishes use 5 of them each. */
  items: number;
  /** Customers the shop gains each year (10,000 a year puts the search's plan flip inside the axis). */
  customersPerYear: number;
  /** Extra costs recorded each day (gas, bazaar, wages…). */
  costsPerDay: number;
  /** Orders held at tables each day and charged; today's stay open. */
  heldOrdersPerDay: number;
};

export const BENCH_ADMIN = {
  name: 'Bench Admin',
  email: 'bench@dastarkhan.local',
  password: 'bench-password',
  role: 'admin',
} as const;

const DAYS_PER_YEAR = 365;
const daysOf = (shape: ShopShape) => shape.years * DAYS_PER_YEAR;

/**
 * The seeded shops are kept between runs, named by their shape and by what decides their rows: the migrations
 * and the seeding code. A change to either seeds them afresh.
 */
function shopDatabaseName(shape: ShopShape): string {
  const hash = crypto.createHash('sha256');
  for (const folder of [migrationsFolder, path.join(serverRoot, 'src', 'seed')])
    for (const file of fs.readdirSync(folder).sort())
      if (file.endsWith('.sql') || file.endsWith('.ts'))
        hash.update(fs.readFileSync(path.join(folder, file)));
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  hash.update(JSON.stringify(shape));
  return `bench_shop_${shape.years}y_${hash.digest('hex').slice(0, 12)}`;
}

const SEEDED = 'seeded by the history bench';

/** Customers, extra costs and held orders over the shop's history, set-based. */
async function seedShopBooks(db: Database, shape: ShopShape): Promise<void> {
  await db.execute(sql`
    insert into customers (name, phone, email)
    select 'Bench Guest ' || g, '019' || lpad(g::text, 8, '0'), 'guest' || g || '@bench.test'
    from generate_series(1, ${shape.customersPerYear * shape.years}::int) g
    on conflict (phone) do nothing`);
  await db.execute(sql`
    insert into costs (reason, amount, holder_name, added_by_name, created_at)
    select (array['Gas bill', 'Bazaar', 'Wages', 'Repairs', 'Electricity'])[1 + n % 5], 200 + (d * 7 + n * 13) % 5000,
      'Manager', 'Bench Admin', current_date - d + interval '10 hours' + n * interval '17 minutes'
    from generate_series(0, ${daysOf(shape)}::int) d cross join generate_series(1, ${shape.costsPerDay}::int) n`);
  await db.execute(sql`
    with held as (
      insert into held_orders (table_label, waiter, status, created_at, updated_at)
      select 'T' || n, 'Rahim', case when d = 0 then 'open' else 'charged' end,
        current_date - d + interval '12 hours' + n * interval '20 minutes',
        current_date - d + interval '13 hours' + n * interval '20 minutes'
      from generate_series(0, ${daysOf(shape)}::int) d cross join generate_series(1, ${shape.heldOrdersPerDay}::int) n
      returning id
    )
    insert into held_order_lines (order_id, position, name, price, quantity, price_reason)
    select held.id, line.position, line.name, line.price, 1, 'Bench dish off the menu'
    from held cross join (values (0, 'Basmoti Kacchi', 350), (1, 'Borhani', 80)) as line (position, name, price)`);
}

/**
 * Seeds one shop on a fresh, migrated database: receipts over its years, the kitchen with weekly intakes, its
 * customers, costs, held orders and an audit entry per receipt, then settles it as a day's autovacuum would.
 */
async function seedShop(url: string, shape: ShopShape, log: (line: string) => void): Promise<void> {
  const handle = connectDatabase(url, 2);
  try {
    await migrateDatabase(handle.pool);
    const { user } = await upsertUser(handle.db, BENCH_ADMIN);
    const receipts = shape.receiptsPerYear * shape.years;
    await seedInvoiceVolume(handle.db, receipts, log, daysOf(shape));
    log(`  a kitchen of ${shape.items.toLocaleString('en')} stock items bought weekly...`);
    await seedKitchenVolume(handle.db, log, { items: shape.items, weeklyIntakes: true });
    log('  customers, costs and held orders...');
    await seedShopBooks(handle.db, shape);
    log(`  an audit trail of ${receipts.toLocaleString('en')} entries...`);
    await growAuditTrail(url, user._id, receipts);
    await handle.db.execute(sql`vacuum (analyze)`);
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** Each shop's database, seeded now unless a run with the same shape and code left it. */
async function ensureShops(
  adminUrl: string,
  shapes: ShopShape[],
  log: (line: string) => void,
): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const urls: string[] = [];
    for (const shape of shapes) {
      const name = shopDatabaseName(shape);
      const { rows } = await admin.query<{ note: string | null }>(
        `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
        [name],
      );
      const url = withDatabase(adminUrl, name);
      urls.push(url);
      if (rows[0]?.note === SEEDED) {
        log(`Reusing ${name} (${shape.years} years)`);
        continue;
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const started = Date.now();
      log(
        `Seeding ${name}: ${shape.years} years, ${(shape.receiptsPerYear * shape.years).toLocaleString('en')} receipts...`,
      );
      await seedShop(url, shape, log);
      await admin.query(`comment on database ${name} is '${SEEDED}'`);
      log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    return urls;
  } finally {
    await admin.end();
  }
}

/**
 * The shops' databases on DATABASE_URL's server when set (kept there for the next run), else on an embedded
 * server whose data folder outlives the run (in the system's temporary folder), so a second run with the same
 * shapes starts measuring at once.
 */
export async function withShops<T>(
  shapes: ShopShape[],
  log: (line: string) => void,
  run: (urls: string[]) => Promise<T>,
): Promise<T> {
  const external = process.env.DATABASE_URL;
  if (external) return run(await ensureShops(external, shapes, log));
  const dataDir = path.join(os.tmpdir(), 'dastarkhan-history-bench');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(dataDir, createLogger('silent'));
  log(`Shops kept in ${dataDir} (delete it to reclaim the space)`);
  try {
    return await run(await ensureShops(embedded.url, shapes, log));
  } finally {
    await embedded.stop();
  }
}

/**
 * Runs `run` on a copy of the shop at `url` (CREATE DATABASE … TEMPLATE), dropped afterwards: a run that writes
 * (the mixed load's receipt saves) leaves the kept shop as it was seeded, so the next history run still compares
 * like with like (10,000 receipts saved today on one shop only made its deep pages land on unvacuumed rows).
 */
export async function withScratchCopy<T>(
  url: string,
  log: (line: string) => void,
  run: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const shop = new URL(url).pathname.slice(1);
  const scratch = `${shop}_scratch`;
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    log(`Copying ${shop} to ${scratch} for a run that writes...`);
    await admin.query(`create database ${scratch} template ${shop}`);
    return await run(withDatabase(url, scratch));
  } finally {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}
