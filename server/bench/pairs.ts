import autocannon from 'autocannon';
import { combined, load, median, medianRun, type LoadSettings, type Measurement } from './measure';

/**
 * The most CPU per request the app may spend on an endpoint over the bare Fastify + pg route running the same
 * statement (bare-server.ts): what auth, validation, hooks, the envelope and the response schema may add
 * (docs/performance.md#cpu-per-request-against-a-bare-route).
 */
export const MAX_CPU_RATIO = 1.15;

/** A fresh process ran its first round ~10 % slower than the later ones (JIT, the pool's first connections). */
const PAIR_WARMUP_SECONDS = 10;
/** Within a round the two sides take turns this many seconds at a time. */
const SLICE_SECONDS = 2;

/**
 * What a pair compares, per request: the CPU of the process serving `app` (the default), or the wall time of an
 * answer on one connection (the pair's options set `connections: 1`), for reads whose cost is PostgreSQL's.
 */
export type PairMetric = 'app CPU' | 'time per answer';

/**
 * An endpoint of the app and the reference it is held against: by default the bare route that runs its
 * statement (bare-server.ts), in the processes `measurePairs` is given. A pair may name its own reference, its
 * own processes, its own limit and what it compares.
 */
export type Pair = {
  key: string;
  name: string;
  app: autocannon.Options;
  bare: autocannon.Options;
  /** What the reference side is called in the tables (default: `bare route: ` and the pair's name). */
  referenceName?: string;
  /** The processes serving each side, when not the app and the bare server. */
  processes?: { app: number; bare: number };
  /** The largest ratio allowed (default: MAX_CPU_RATIO). */
  limit?: number;
  metric?: PairMetric;
};

export type PairResult = {
  name: string;
  referenceName: string;
  limit: number;
  metric: PairMetric;
  app: Measurement;
  bare: Measurement;
  /** µs per request of the metric in the app and in the reference: the median of the rounds. */
  appMicros: number;
  bareMicros: number;
  /** App over reference per request: the median of the rounds', and each round's. */
  ratio: number;
  ratiosByRound: number[];
};

const METRICS: Record<PairMetric, (measurement: Measurement) => number> = {
  'app CPU': (measurement) => measurement.cpuMicrosPerRequest?.app ?? Number.NaN,
  'time per answer': (measurement) => Math.round((measurement.seconds * 1e6) / measurement.requests),
};
const rounded = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Each pair's bare route and app endpoint, `rounds` times over. Within a round the two take turns every
 * SLICE_SECONDS until each has run `duration` seconds (bare, app, app, bare, …), and each side's CPU per request
 * is summed over its slices: a neighbour's burst on this shared machine then falls on both sides of a ratio. CPU
 * per request does not depend on how many requests a second the machine had to spare, but it does grow while a
 * neighbour shares the core (caches, the hyperthread). The median of the rounds' ratios is kept. Each process is
 * warmed up once beforehand (`warmup` seconds, PAIR_WARMUP_SECONDS unless given), not before every slice.
 */
export async function measurePairs(
  pairs: Pair[],
  processes: { app: number; bare: number },
  settings: LoadSettings & { rounds: number },
): Promise<PairResult[]> {
  const warmup = settings.warmup ?? PAIR_WARMUP_SECONDS;
  for (const { app, bare } of pairs)
    for (const options of [bare, app])
      await autocannon({ connections: settings.connections, duration: warmup, ...options });
  const slice = { ...settings, duration: Math.min(SLICE_SECONDS, settings.duration), warmup: 0 };
  const slices = Math.max(1, Math.round(settings.duration / slice.duration));
  const runs = pairs.map(() => ({ app: [] as Measurement[], bare: [] as Measurement[] }));
  for (let round = 0; round < settings.rounds; round++)
    for (const [index, pair] of pairs.entries()) {
      const sides = { app: [] as Measurement[], bare: [] as Measurement[] };
      const pids = pair.processes ?? processes;
      const reference = pair.referenceName ?? `bare route: ${pair.name}`;
      const bare = async () => sides.bare.push(await load(reference, pair.bare, pids.bare, slice));
      const app = async () => sides.app.push(await load(pair.name, pair.app, pids.app, slice));
      for (let turn = 0; turn < slices; turn++)
        for (const side of turn % 2 === 0 ? [bare, app] : [app, bare]) await side();
      runs[index]!.bare.push(combined(sides.bare));
      runs[index]!.app.push(combined(sides.app));
    }
  return pairs.map((pair, index) => {
    const { app, bare } = runs[index]!;
    const metric = pair.metric ?? 'app CPU';
    const of = METRICS[metric];
    const ratiosByRound = app.map((run, round) => rounded(of(run) / of(bare[round]!)));
    return {
      name: pair.name,
      referenceName: pair.referenceName ?? 'its bare route',
      limit: pair.limit ?? MAX_CPU_RATIO,
      metric,
      app: medianRun(app),
      bare: medianRun(bare),
      appMicros: median(app.map(of)),
      bareMicros: median(bare.map(of)),
      ratio: median(ratiosByRound),
      ratiosByRound,
    };
  });
}

/** A table of the ratios against their limits, and the pairs over theirs. */
export function ratioReport(results: PairResult[]): { lines: string[]; exceeded: string[] } {
  const lines = [
    '| pair: app | against | compared | app µs/req | reference µs/req | ratio (rounds) | at most | within |',
    '|---|---|---|---:|---:|---:|---:|---|',
  ];
  const exceeded: string[] = [];
  for (const { name, referenceName, metric, limit, appMicros, bareMicros, ratio, ratiosByRound } of results) {
    const within = ratio <= limit;
    if (!within) exceeded.push(`${name}: ${ratio} (at most ${limit})`);
    lines.push(
      `| ${name} | ${referenceName} | ${metric} | ${appMicros} | ${bareMicros} | ${ratio} (${ratiosByRound.join(', ')}) | ${limit} | ${within ? 'yes' : 'NO'} |`,
    );
  }
  return { lines, exceeded };
}
