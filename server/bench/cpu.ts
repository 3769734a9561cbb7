import fs from 'node:fs';

/**
 * CPU time spent by the load generator (this process), the process under test and every PostgreSQL process
 * on this machine, read from /proc. Throughput on a shared 2-core machine swings with its neighbours; CPU
 * per request does not, so it shows where each request's cost lies. Empty where /proc is missing.
 */
export type CpuSample = { bench: number; app: number; postgres: number };

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on every Linux this runs on

/**
 * CPU ticks of a process, and with `reapedChildren` those of its children that have ended: the postmaster
 * reaps every backend, so a backend closing mid-run (an idle pool connection timing out) keeps its ticks in
 * the sum instead of taking them out of it.
 */
function ticksOf(pid: number | string, reapedChildren = false): number {
  try {
    // Fields after the command name (which may hold spaces): utime, stime, cutime and cstime are the 12th to
    // the 15th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = fields[11]! + fields[12]!;
    return reapedChildren ? own + fields[13]! + fields[14]! : own;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

function postgresTicks(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ticks += ticksOf(entry, true);
    } catch {
      // gone already
    }
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
