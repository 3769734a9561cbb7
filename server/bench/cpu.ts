import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent by the load generator (this process), the process under test and PostgreSQL (the bench's own
 * server, or every PostgreSQL process on the machine), read from /proc. Throughput on a shared 2-core machine swings with its neighbours; CPU
 * per request does not, so it shows where each request's cost lies. Empty where /proc is missing.
 */
export type CpuSample = { bench: number; app: number; postgres: number };

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on every Linux this runs on

/**
 * CPU ticks of a process, and with `reapedChildren` those of its children that have ended: the postmaster
 * reaps every backend, so a backend closing mid-run (an idle pool connection timing out) keeps its ticks in
 * the sum instead of taking them out of it.
 */
/** The fields of /proc/PID/stat after the command name (which may hold spaces): state, ppid, … */
function statFields(pid: number | string): number[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/**
 * CPU ticks of a process (utime and stime, the 12th and 13th fields after the name), and with `reapedChildren`
 * those of its children that have ended (cutime, cstime): the postmaster reaps every backend, so a backend
 * closing mid-run (an idle pool connection timing out, a parallel worker) keeps its ticks in the sum instead of
 * taking them out of it.
 */
function ticksOf(pid: number | string, reapedChildren = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const own = fields[11]! + fields[12]!;
  return reapedChildren ? own + fields[13]! + fields[14]! : own;
}

/** The PostgreSQL server the bench measures, once known; until then every `postgres` process counts. */
let measuredPostmaster: number | undefined;

/**
 * From now on counts only the server behind `url` (its postmaster, the parent of the backend that answers, and
 * the postmaster's children: backends, parallel workers, background processes), so another PostgreSQL on the
 * machine (CI's, a neighbour's tests) stays out of the figures. A server on another machine leaves it as it was.
 */
export async function measurePostgresServing(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const postmaster = statFields(rows[0]!.pid)?.[1];
    if (postmaster !== undefined && isPostgres(String(postmaster))) measuredPostmaster = postmaster;
  } finally {
    await client.end();
  }
}

function isPostgres(entry: string): boolean {
  try {
    return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false; // gone already
  }
}

function postgresTicks(): number {
  const postmaster = measuredPostmaster;
  let ticks = postmaster === undefined ? 0 : ticksOf(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || !isPostgres(entry)) continue;
    if (postmaster === undefined) ticks += ticksOf(entry, true);
    else if (statFields(entry)?.[1] === postmaster) ticks += ticksOf(entry);
  }
  return ticks;
}

export function cpuSample(appPid: number | undefined): CpuSample | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const usage = process.cpuUsage();
  return {
    bench: (usage.user + usage.system) / 1000,
    app: appPid === undefined ? 0 : ticksOf(appPid) / TICKS_PER_MS,
    postgres: postgresTicks() / TICKS_PER_MS,
  };
}

/** Microseconds of CPU per request in each process between two samples. */
export function cpuPerRequest(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  requests: number,
): CpuSample | undefined {
  if (!before || !after || requests === 0) return undefined;
  const perRequest = (key: keyof CpuSample) => Math.round(((after[key] - before[key]) * 1000) / requests);
  return { bench: perRequest('bench'), app: perRequest('app'), postgres: perRequest('postgres') };
}
