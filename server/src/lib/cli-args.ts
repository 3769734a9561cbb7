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
