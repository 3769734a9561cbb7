import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/** The signing key's file inside DATA_DIR. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The key that signs sign-in tokens: JWT_SECRET, else DATA_DIR/jwt-secret, made on first start. It is never
 * stored in the database, so a backup cannot mint tokens and a copy restored elsewhere refuses the shop's
 * tokens (docs/decisions/0051).
 */
export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, JWT_SECRET_FILE);
  if (!fs.existsSync(file)) createKeyFile(file);
  // A folder copied with loose permissions: the key stays readable by the app's user only.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) {
    throw new Error(
      `${file} does not hold a signing key (32 characters or more). Delete it to have a new one made ` +
        '(everyone then signs in again), or set JWT_SECRET.',
    );
  }
  return key;
}

/** Written whole beside the target and linked into place, so a crash or a second node never leaves half a key. */
function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.partial`;
  const fd = fs.openSync(draft, 'w', 0o600);
  try {
    fs.writeSync(fd, `${crypto.randomBytes(48).toString('base64url')}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
