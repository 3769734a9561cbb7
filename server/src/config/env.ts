import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@dastarkhan/contract/periods';
import { repoRoot } from './paths';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  TZ: z.string().default(DEFAULT_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
});

export type Env = z.infer<typeof envSchema>;

function assertTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`TZ "${zone}" is not a known time zone (try ${DEFAULT_TIME_ZONE})`);
  }
}

/** The only reader of process.env: fails loudly at start-up on a bad setting. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  assertTimeZone(parsed.data.TZ);
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
