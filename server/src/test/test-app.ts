import crypto from 'node:crypto';
import type { Role } from '@dastarkhan/contract/common';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { connectDatabase, type Database } from '../db/client';
import { upsertUser } from '../features/auth/auth.service';
import { updateBusinessDetails } from '../features/settings/business.service';
import { withDatabase } from '../support/database-url';
import { DEMO_BUSINESS } from '../seed/demo-data';
import { createFaker, userBody, type Faker } from '../seed/factories';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  url: string;
  /** This file's own seeded generator for the entity factories (seed/factories.ts). */
  faker: Faker;
  /** A signed-in user of the role, created on first use; the header to send as that user. */
  as(role: Role): Promise<{ id: string; headers: { authorization: string } }>;
  /** A new signed-in user of the role, for a test whose rows must be its own. */
  newUser(role: Role): Promise<{ id: string; name: string; headers: { authorization: string } }>;
  close(): Promise<void>;
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type Coded = {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: { message: string; code?: unknown }[];
};

/**
 * Keeps each failure message a route sends without a code (issue 36), as sent (after its response schema): every
 * test of the server is then also a check that its failures are worded in contract/src/failures/en.ts.
 */
function watchForUncoded(route: RouteOptions, uncoded: Set<string>): void {
  route.onSend = [
    ...[route.onSend ?? []].flat(),
    async (_request, reply, payload: unknown) => {
      if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
      const sent = JSON.parse(payload) as Coded;
      if (sent.status !== 'fail' && sent.status !== 'error') return payload;
      if (sent.code === undefined) uncoded.add(String(sent.message));
      for (const error of sent.errors ?? []) if (error.code === undefined) uncoded.add(error.message);
      return payload;
    },
  ];
}

/**
 * A fresh database copied from the migrated template and an app on it, for one test file. The shop has its
 * business details (the demo restaurant's), so receipts can be made; `freshInstall` leaves them unset. Closing it
 * fails when a route sent a failure whose message has no code.
 */
export async function createTestContext({
  freshInstall = false,
  ...options
}: Partial<AppOptions> & { freshInstall?: boolean } = {}): Promise<TestContext> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `dastarkhan_t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const url = withDatabase(adminUrl, name);
  const handle = connectDatabase(url, 10);
  if (!freshInstall) await updateBusinessDetails(handle.db, DEMO_BUSINESS);
  const uncoded = new Set<string>();
  const app = await buildApp({
    db: handle.db,
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    timeZone: 'Asia/Dhaka',
    webRoot: false,
    ...options,
    onRoute(route) {
      options.onRoute?.(route);
      watchForUncoded(route, uncoded);
    },
  });
  const signedIn = new Map<Role, { id: string; headers: { authorization: string } }>();
  const faker = createFaker(1);
  const headersOf = async (id: string, role: Role) => ({
    authorization: `Bearer ${await app.auth.signToken({ id, role })}`,
  });
  return {
    app,
    db: handle.db,
    pool: handle.pool,
    url,
    faker,
    async as(role) {
      const known = signedIn.get(role);
      if (known) return known;
      const { user } = await upsertUser(handle.db, {
        name: `Test ${role}`,
        email: `${role}@test.dastarkhan.local`,
        password: 'password123',
        role,
      });
      const session = { id: user._id, headers: await headersOf(user._id, role) };
      signedIn.set(role, session);
      return session;
    },
    async newUser(role) {
      const { user } = await upsertUser(handle.db, userBody(faker, role));
      return { id: user._id, name: user.name, headers: await headersOf(user._id, role) };
    },
    async close() {
      await app.close();
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
      if (uncoded.size > 0)
        throw new Error(
          `Failures sent without a code (word each in contract/src/failures/en.ts):\n${[...uncoded].join('\n')}`,
        );
    },
  };
}
