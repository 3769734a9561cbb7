import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNTS, BUSINESS } from './accounts';
import { startServer } from './server';

/** One shared server for the journeys; specs that need an empty database start their own. */
export default async function globalSetup() {
  // Where each set of accounts' data folder is made once and copied by every server of the run (server.ts).
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-e2e-templates-'));
  process.env.E2E_TEMPLATE_ROOT = templates;
  const server = await startServer(Object.values(ACCOUNTS), { business: BUSINESS });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    fs.rmSync(templates, { recursive: true, force: true });
  };
}
