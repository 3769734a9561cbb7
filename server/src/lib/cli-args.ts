import path from 'node:path';
import { parseArgs } from 'node:util';

/** `--name value` style options for the command-line tools; unknown flags are an error. */
export function readArgs<const T extends Record<string, { type: 'string' | 'boolean'; short?: string }>>(
  options: T,
) {
  return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A path the user typed, resolved from where they ran `npm run …` (npm runs workspace scripts in server/). */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * npm treats some flags after `npm run x` as its own (`--force` is one) and passes them to the script only
 * as npm_config_<name>; `npm run restore FILE --force` should still mean what the user typed.
 */
export function npmFlag(name: string): boolean {
  return process.env[`npm_config_${name}`] === 'true';
}
