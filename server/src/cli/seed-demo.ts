import { readEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { openDatabase } from '../db/open';
import { isDatabaseEmpty, seedDemo } from '../seed/demo';
import { fail, readArgs } from '../lib/cli-args';

// npm run seed:demo [-- --force]
// Fills the database the app uses (DATABASE_URL, else the embedded one in DATA_DIR) with a demo restaurant.
// The embedded database belongs to one process at a time: stop the app (npm start) before running this.
// Progress goes to the log; what was seeded and the demo accounts are printed for the person who ran it.
const { values } = readArgs({ force: { type: 'boolean' } });
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);

let database;
try {
  database = await openDatabase(env, logger);
} catch (error) {
  fail(
    `[seed:demo] could not open the database: ${error instanceof Error ? error.message : String(error)}\n` +
      'If the app is running on this data folder, stop it first (the embedded database allows one process).',
  );
}
let refused = false;
try {
  refused = !values.force && !(await isDatabaseEmpty(database.db));
  if (!refused) {
    const result = await seedDemo(database.db, { timeZone: env.TZ, logger });
    const { counts } = result;
    console.log(
      `Seeded ${counts.invoices} receipts, ${counts.customers} customers, ${counts.recipes} menu items, ` +
        `${counts.stockItems} stock items, ${counts.costs} costs`,
    );
    console.log('\nDemo accounts (passwords are new on every run):');
    console.table(result.accounts.map(({ role, email, password }) => ({ role, email, password })));
  }
} finally {
  // Always stop the embedded server, also on failure, so no orphaned PostgreSQL is left behind.
  await database.close();
}
if (refused) {
  fail(
    '[seed:demo] The database already has data. Run `npm run seed:demo -- --force` to replace its receipts, ' +
      'customers, menu, stock and costs with demo data (accounts other than the demo ones are kept).',
  );
}
