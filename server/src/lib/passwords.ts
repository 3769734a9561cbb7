import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane):
 * ~25 ms on the 2-core reference machine (docs/decisions/0003-password-hashing.md).
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so both paths take the same time. */
export const dummyPasswordHash = hashPassword('not-a-real-password-but-timing-matters');
