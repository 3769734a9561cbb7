import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Role } from '@dastarkhan/contract/common';
import { serverRoot } from '../config/paths';

const run = promisify(execFile);

export type Account = { name: string; email: string; password: string; role: Role };

export const ADMIN: Account = {
  name: 'Proof Admin',
  email: 'admin@proof.dastarkhan.local',
  password: 'proof-admin-123',
  role: 'admin',
};

/** Creates the account with the built `user:create` command, as an owner would before the first start. */
export async function createAccount(env: NodeJS.ProcessEnv, account: Account = ADMIN): Promise<void> {
  const cli = path.join(serverRoot, 'dist', 'cli', 'user-create.js');
  const args = ['--name', account.name, '--email', account.email, '--password', account.password];
  await run(process.execPath, [cli, ...args, '--role', account.role], { env: { ...process.env, ...env } });
}

/** Signs in over HTTP and returns the Authorization header value. */
export async function signIn(url: string, account: Account = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return `Bearer ${data.token}`;
}
