import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/** A tool's path and the environment that carries the password (kept off the command line, which `ps` shows). */
export type PgInvocation = { bin: string; dbname: string; env: NodeJS.ProcessEnv };

export class PgToolError extends Error {}

/** The major version of the server behind `url` (15 for 15.18). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

async function toolMajor(bin: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(bin, ['--version']);
    // "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function onPath(tool: string): string[] {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, tool));
}

/**
 * Finds the pg_dump/pg_restore whose major version equals the server's: a dump from another major may not
 * restore (newer tools write archive versions older ones cannot read; older ones refuse newer servers).
 * Debian keeps each major in /usr/lib/postgresql/N/bin, so that is tried before PATH.
 */
export async function findPgTool(tool: PgTool, major: number): Promise<string> {
  const candidates = [path.join('/usr/lib/postgresql', String(major), 'bin', tool), ...onPath(tool)];
  const seen: string[] = [];
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate)) continue;
    const found = await toolMajor(candidate);
    if (found === major) return candidate;
    if (found !== undefined) seen.push(`${candidate} is version ${found}`);
  }
  const install = `Install the matching client tools, e.g. \`apt-get install postgresql-client-${major}\` on Debian or Ubuntu.`;
  if (seen.length > 0) {
    throw new PgToolError(
      `The database server is PostgreSQL ${major}, but ${seen.join(' and ')}; ${tool} must have the same major version. ${install}`,
    );
  }
  throw new PgToolError(
    `${tool} was not found (looked in /usr/lib/postgresql/${major}/bin and on PATH). ${install}`,
  );
}

/** Resolves the tool for the server at `url` and splits the password out of the URL into PGPASSWORD. */
export async function pgInvocation(tool: PgTool, url: string): Promise<PgInvocation> {
  const bin = await findPgTool(tool, await serverMajor(url));
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { bin, dbname: parsed.toString(), env };
}
