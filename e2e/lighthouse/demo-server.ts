import { ACCOUNTS } from '../support/accounts';
import { startServer } from '../support/server';

/** The built app on a fresh database holding the demo restaurant, with the journeys' accounts added. */
export default async function demoServer() {
  const server = await startServer(Object.values(ACCOUNTS), { demo: true });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
