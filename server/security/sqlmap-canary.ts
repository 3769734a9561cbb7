import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { runSqlmap, type SqlmapTarget } from './sqlmap-run';

/**
 * Proves the scan is not blind: a throwaway server with two deliberately injectable routes, built like the
 * API (JSON envelopes, 404 when nothing matches, 500 without details, fresh values in every answer), must be
 * reported injectable with the very settings used on the app. Returns what sqlmap missed.
 */
export async function sqlmapMisses(databaseUrl: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  await pool.query(`create table if not exists sqlmap_canary (id serial primary key, name text not null);
    insert into sqlmap_canary (name) values ('kacchi'), ('borhani')`);
  const app = Fastify();
  const fresh = () => ({ at: new Date().toISOString(), id: Math.random() });
  app.get('/canary', async (request, reply) => {
    const { name } = request.query as { name: string };
    try {
      // Deliberately vulnerable: the value is pasted into the SQL text.
      const { rows } = await pool.query(`select * from sqlmap_canary where name = '${name}'`);
      if (rows.length === 0) return reply.status(404).send({ status: 'fail', message: 'not found' });
      return { status: 'success', data: { rows, ...fresh() } };
    } catch {
      return reply.status(500).send({ status: 'error', message: 'Something went wrong', ...fresh() });
    }
  });
  app.post('/canary', async (request, reply) => {
    const { name } = request.body as { name: string };
    try {
      const { rows } = await pool.query(
        `insert into sqlmap_canary (name) select name from sqlmap_canary where name = '${name}' limit 1 returning id`,
      );
      return reply.status(201).send({ status: 'success', data: { rows, ...fresh() } });
    } catch {
      return reply.status(500).send({ status: 'error', message: 'Something went wrong', ...fresh() });
    }
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-sqlmap-canary-'));
  // A read's WHERE clause shows as 404 vs 200 (boolean-based); a write's only as timing (it answers 201 either way).
  const targets: [SqlmapTarget, string][] = [
    [{ method: 'GET', url: `${base}/canary?name=kacchi*`, code: 200 }, 'B'],
    [{ method: 'POST', url: `${base}/canary`, data: JSON.stringify({ name: 'kacchi' }), code: 201 }, 'T'],
  ];
  try {
    const missed: string[] = [];
    for (const [target, technique] of targets) {
      // One technique each keeps this to seconds: sqlmap stops at the first technique that works.
      const outcome = await runSqlmap(target, 'Bearer canary', outputDir, [`--technique=${technique}`]);
      if (outcome.injectable.length === 0) missed.push(`${target.method} ${target.url}`);
    }
    return missed;
  } finally {
    await app.close();
    await pool.query('drop table if exists sqlmap_canary');
    await pool.end();
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
}
