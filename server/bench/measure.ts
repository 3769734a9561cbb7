import autocannon from 'autocannon';
import { cpuPerRequest, cpuSample, type CpuSample } from './cpu';

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the measured seconds. */
  requests: number;
  /** The measured seconds. */
  seconds: number;
  /** CPU per request in the load generator, the process under test and PostgreSQL (cpu.ts). */
  cpuMicrosPerRequest?: CpuSample;
  /** Each run's req/s where the measurement was repeated and this is its median run. */
  runs?: number[];
};

/** autocannon's connections and seconds per measurement; `warmup` seconds first run unrecorded (default 3). */
export type LoadSettings = { connections: number; duration: number; warmup?: number };

/** Every measurement first runs this long unrecorded, so JIT compilation and pool start-up are not timed. */
export const WARMUP_SECONDS = 3;

/** autocannon against one endpoint, with the CPU each request cost the process `pid` (and the others). */
export async function load(
  name: string,
  options: autocannon.Options,
  pid: number | undefined,
  { connections, duration, warmup = WARMUP_SECONDS }: LoadSettings,
): Promise<Measurement> {
  if (warmup > 0) await autocannon({ connections, duration: warmup, ...options });
  const before = cpuSample(pid);
  const result = await autocannon({ connections, duration, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    seconds: duration,
    cpuMicrosPerRequest: cpuPerRequest(before, cpuSample(pid), result.requests.total),
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The run with the median throughput, carrying every run's req/s. */
export function medianRun(runs: Measurement[]): Measurement {
  const rate = median(runs.map((run) => run.requestsPerSecond));
  return {
    ...runs.find((run) => run.requestsPerSecond === rate)!,
    runs: runs.map((run) => run.requestsPerSecond),
  };
}

/** Back-to-back runs of one endpoint as one: rates and CPU per request weighted by each run's requests. */
export function combined(runs: Measurement[]): Measurement {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const weighted = (value: (run: Measurement) => number) =>
    Math.round(runs.reduce((sum, run) => sum + value(run) * run.requests, 0) / requests);
  const cpu = (key: keyof CpuSample) => (run: Measurement) => run.cpuMicrosPerRequest?.[key] ?? Number.NaN;
  return {
    name: runs[0]!.name,
    requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    requests,
    seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    cpuMicrosPerRequest: {
      bench: weighted(cpu('bench')),
      app: weighted(cpu('app')),
      postgres: weighted(cpu('postgres')),
    },
  };
}
