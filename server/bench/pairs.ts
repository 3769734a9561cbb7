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

/** An endpoint of the app and the bare route that runs its statement. */
export type Pair = { key: string; name: string; app: autocannon.Options; bare: autocannon.Options };

export type PairResult = {
  name: string;
  app: Measurement;
  bare: Measurement;
  /** µs of CPU per request in the app and in the bare route: the median of the rounds. */
  appMicros: number;
  bareMicros: number;
  /** App CPU over bare CPU per request: the median of the rounds', and each round's. */
  ratio: number;
  ratiosByRound: number[];
};

const appCpu = (measurement: Measurement) => measurement.cpuMicrosPerRequest?.app ?? Number.NaN;
const rounded = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Each pair's bare route and app endpoint, `rounds` times over. Within a round the two take turns every
 * SLICE_SECONDS until each has run `duration` seconds (bare, app, app, bare, …), and each side's CPU per request
 * is summed over its slices: a neighbour's burst on this shared machine then falls on both sides of a ratio. CPU
 * per request does not depend on how many requests a second the machine had to spare, but it does grow while a
 * neighbour shares the core (caches, the hyperthread). The median of the rounds' ratios is kept. Each process is
 * warmed up once beforehand, not before every slice.
 */
export async function measurePairs(
  pairs: Pair[],
  processes: { app: number; bare: number },
  settings: LoadSettings & { rounds: number },
): Promise<PairResult[]> {
  for (const { app, bare } of pairs)
    for (const options of [bare, app])
      await autocannon({ connections: settings.connections, duration: PAIR_WARMUP_SECONDS, ...options });
  const slice = { ...settings, duration: Math.min(SLICE_SECONDS, settings.duration), warmup: 0 };
  const slices = Math.max(1, Math.round(settings.duration / slice.duration));
  const runs = pairs.map(() => ({ app: [] as Measurement[], bare: [] as Measurement[] }));
  for (let round = 0; round < settings.rounds; round++)
    for (const [index, pair] of pairs.entries()) {
      const sides = { app: [] as Measurement[], bare: [] as Measurement[] };
      const bare = async () =>
        sides.bare.push(await load(`bare route: ${pair.name}`, pair.bare, processes.bare, slice));
      const app = async () => sides.app.push(await load(pair.name, pair.app, processes.app, slice));
      for (let turn = 0; turn < slices; turn++)
        for (const side of turn % 2 === 0 ? [bare, app] : [app, bare]) await side();
      runs[index]!.bare.push(combined(sides.bare));
      runs[index]!.app.push(combined(sides.app));
    }
  return pairs.map((pair, index) => {
    const { app, bare } = runs[index]!;
    const ratiosByRound = app.map((run, round) => rounded(appCpu(run) / appCpu(bare[round]!)));
    return {
      name: pair.name,
      app: medianRun(app),
      bare: medianRun(bare),
      appMicros: median(app.map(appCpu)),
      bareMicros: median(bare.map(appCpu)),
      ratio: median(ratiosByRound),
      ratiosByRound,
    };
  });
}

/** A table of the ratios against the target, and the endpoints over it. */
export function ratioReport(results: PairResult[]): { lines: string[]; exceeded: string[] } {
  const lines = [
    `| app against the bare route (CPU per request) | app µs/req | bare µs/req | ratio (rounds) | at most ${MAX_CPU_RATIO} |`,
    '|---|---:|---:|---:|---|',
  ];
  const exceeded: string[] = [];
  for (const { name, appMicros, bareMicros, ratio, ratiosByRound } of results) {
    const within = ratio <= MAX_CPU_RATIO;
    if (!within) exceeded.push(`${name}: ${ratio}`);
    lines.push(
      `| ${name} | ${appMicros} | ${bareMicros} | ${ratio} (${ratiosByRound.join(', ')}) | ${within ? 'yes' : 'NO'} |`,
    );
  }
  return { lines, exceeded };
}
