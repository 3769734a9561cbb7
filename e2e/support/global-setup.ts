import { ACCOUNTS, BUSINESS } from './accounts';
import { startServer } from './server';

/** One shared server for the journeys; specs that need an empty database start their own. */
export default async function globalSetup() {
  const server = await startServer(Object.values(ACCOUNTS), { business: BUSINESS });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
