import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-jwt-secret-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the signing key', () => {
  it('is JWT_SECRET when set, and then no key file is made', () => {
    const dataDir = path.join(folder, 'from-env');
    const secret = 'an-operator-chosen-secret-of-enough-length';
    expect(resolveJwtSecret({ JWT_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('is made once in a missing DATA_DIR, readable by the app only, and the same on every later start', () => {
    const dataDir = path.join(folder, 'new', 'data');
    const first = resolveJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir });
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(fs.statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([JWT_SECRET_FILE]);
    expect(resolveJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir })).toBe(first);
  });

  it('tightens a copied key file to 0600 and refuses one that holds no key', () => {
    const dataDir = path.join(folder, 'copied');
    fs.mkdirSync(dataDir);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    fs.writeFileSync(file, `${'k'.repeat(40)}\n`, { mode: 0o644 });
    expect(resolveJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir })).toBe('k'.repeat(40));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    fs.writeFileSync(file, '');
    expect(() => resolveJwtSecret({ JWT_SECRET: undefined, DATA_DIR: dataDir })).toThrow(
      /does not hold a signing key.*Delete it/,
    );
  });
});
