import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `code` is the status of a successful call: a payload counts as "true" only when it gets that status. */
export type SqlmapTarget = { method: string; url: string; data?: string; code: number };
export type SqlmapOutcome = { tested: string[]; injectable: string[]; problems: string[] };

/**
 * Level/risk 1 with PostgreSQL's boolean, error, union, stacked and time-based payloads (1 s delays): what a
 * scripted attacker tries first, bounded so the whole API takes minutes. `xforwardedfor` gives each request a
 * random client address (the app runs with TRUST_PROXY), so per-address rate limits do not hide a route.
 * Writes echo what they stored next to fresh ids and timestamps, which sqlmap's page-similarity comparison
 * reads as "injectable" (a false positive); the success status is what an injected WHERE clause would change
 * (200 vs 404/500), so true/false are judged by it. 404 is a normal answer here (a probed row was deleted),
 * and the "WAF" probe only meets the API's 400 validation.
 */
export function sqlmapArgs(
  target: SqlmapTarget,
  authorization: string,
  outputDir: string,
  extra: string[] = [],
): string[] {
  return [
    '-u',
    target.url,
    '--method',
    target.method,
    ...(target.data === undefined ? [] : ['--data', target.data]),
    '--headers',
    `Authorization: ${authorization}`,
    '--batch',
    '--level=1',
    '--risk=1',
    `--code=${target.code}`,
    '--ignore-code=404',
    '--skip-waf',
    '--dbms=PostgreSQL',
    '--technique=BEUST',
    '--time-sec=1',
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    // Later options win: a caller may narrow the techniques.
    ...extra,
  ];
}

/** Reads sqlmap's log: which parameters it tested and whether any was found injectable. */
export function readSqlmapLog(log: string): SqlmapOutcome {
  const tested = [...log.matchAll(/testing for SQL injection on (.+? parameter '.+?')/g)].map((m) => m[1]!);
  const injectable = [
    ...log.matchAll(/(.+? parameter '.+?') (?:is|appears to be) '.+?' injectable/g),
    ...log.matchAll(/heuristic \(basic\) test shows that (.+? parameter '.+?') might be injectable/g),
  ].map((m) => m[1]!.replace(/^\[[^\]]+\] \[\w+\] /, ''));
  if (/identified the following injection point/.test(log) && injectable.length === 0)
    injectable.push('(see log)');
  // Fatal errors only: "heavily dynamic" is sqlmap noting fresh ids in write answers and carrying on.
  const problems = [...log.matchAll(/\[CRITICAL\] (.+)/g)]
    .map((m) => m[1]!)
    .filter((message) => !message.includes('heavily dynamic'));
  return { tested: [...new Set(tested)], injectable: [...new Set(injectable)], problems };
}

export async function runSqlmap(
  target: SqlmapTarget,
  authorization: string,
  outputDir: string,
  extra: string[] = [],
): Promise<SqlmapOutcome & { log: string }> {
  try {
    const { stdout, stderr } = await run('sqlmap', sqlmapArgs(target, authorization, outputDir, extra), {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 10 * 60_000,
    });
    const log = stdout + stderr;
    return { ...readSqlmapLog(log), log };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    const log = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    const outcome = readSqlmapLog(log);
    return { ...outcome, problems: [...outcome.problems, failed.message.split('\n')[0]!], log };
  }
}
