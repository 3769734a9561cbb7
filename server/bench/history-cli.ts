import path from 'node:path';
import { historyReport, measureHistory } from './history';
import type { ShopShape } from './history-seed';
import { MIXED_LOAD_CONNECTIONS, runMixedLoad } from './mixed-load';

export type HistoryArgs = {
  years?: string;
  'receipts-per-year'?: string;
  items?: string;
  'mixed-load'?: boolean;
  /** With --mixed-load: a checkout (its root folder, built) whose server runs the same mix first, for comparison. */
  against?: string;
  minutes?: string;
  duration?: string;
  rounds?: string;
  warmup?: string;
  check?: boolean;
  /** Only the figures whose names start with one of these (comma-separated), e.g. `food-cost`. */
  only?: string;
};

const log = (line: string) => console.log(line);

/** Issue 33's shop: 100,000 receipts a year, 2,000 stock items bought weekly, 20 held orders a day. */
function shopOf(args: HistoryArgs, years: number): ShopShape {
  return {
    years,
    receiptsPerYear: Number(args['receipts-per-year'] ?? 100_000),
    items: Number(args.items ?? 2_000),
    customersPerYear: 10_000,
    costsPerDay: 5,
    heldOrdersPerDay: 20,
  };
}

/**
 * `--years N`: the N-year shop's figures over the 1-year shop's (history.ts); `--mixed-load`: the screens' mix
 * on the N-year shop (10 unless --years) for --minutes (mixed-load.ts). Returns the exit code.
 */
export async function runHistoryModes(args: HistoryArgs): Promise<number> {
  const years = Number(args.years ?? 10);
  const big = shopOf(args, years);
  if (args['mixed-load']) {
    const minutes = Number(args.minutes ?? 10);
    const builds: { name: string; root?: string }[] = [{ name: 'this checkout' }];
    if (args.against) builds.unshift({ name: args.against, root: path.resolve(args.against, 'server') });
    const rows: string[] = [];
    for (const build of builds) {
      const result = await runMixedLoad(big, minutes, log, build.root);
      rows.push(
        `| ${build.name} | ${years} years, ${(big.receiptsPerYear * years).toLocaleString('en')} receipts | ${MIXED_LOAD_CONNECTIONS} | ${minutes} | ${result.requests} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.rss.start} / ${result.rss.peak} / ${result.rss.end} |`,
      );
    }
    console.log(
      `\n| server | shop | connections | minutes | requests | req/s | p50 ms | p99 ms | errors | app RSS MB: start / peak / end |`,
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const row of rows) console.log(row);
    return 0;
  }
  const small = shopOf(args, 1);
  const results = await measureHistory({
    big,
    small,
    duration: Number(args.duration ?? 4),
    rounds: Number(args.rounds ?? 3),
    warmup: Number(args.warmup ?? 2),
    only: args.only?.split(','),
    log,
  });
  const report = historyReport(results, big, small);
  console.log(`\n${report.lines.join('\n')}`);
  if (report.exceeded.length === 0) return 0;
  console.error(`\nFigures over ${results[0]?.limit}× at ${years} years: ${report.exceeded.join('; ')}`);
  return args.check ? 1 : 0;
}
