// npm test: the whole suite — unit and API tests (Vitest, real PostgreSQL), then the browser journeys
// (Playwright, Chromium) against the built app. DATABASE_URL switches both from embedded to that server.
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run']);
run('npm', ['run', 'test:e2e', '--silent']);
