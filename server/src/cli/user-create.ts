import { loginBodySchema, MIN_PASSWORD_LENGTH } from '@dastarkhan/contract/auth';
import { roleSchema } from '@dastarkhan/contract/common';
import { readEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { openDatabase } from '../db/open';
import { upsertUser } from '../features/auth/auth.service';
import { fail, readArgs } from '../lib/cli-args';

// npm run user:create -- --name "Rahim" --email rahim@example.com --password secret123 --role admin
// Creates the account, or resets the password, name and role of an existing one (recovery).
const { values } = readArgs({
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
});
const usage =
  'Usage: npm run user:create -- --name NAME --email EMAIL --password PASSWORD [--role admin|manager|cashier|staff]';
if (!values.name || !values.email || !values.password) fail(usage);
const credentials = loginBodySchema.safeParse({ email: values.email, password: values.password });
if (!credentials.success) fail(credentials.error.issues.map((issue) => issue.message).join('; '));
if (values.password.length < MIN_PASSWORD_LENGTH)
  fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
const role = roleSchema.safeParse(values.role ?? 'admin');
if (!role.success) fail(usage);

const env = readEnv();
const database = await openDatabase(env, createLogger(env.LOG_LEVEL));
try {
  const { user, created } = await upsertUser(database.db, {
    name: values.name,
    email: credentials.data.email,
    password: values.password,
    role: role.data,
  });
  console.log(`${created ? 'Created' : 'Updated'} ${user.role} ${user.email}`);
} finally {
  await database.close();
}
