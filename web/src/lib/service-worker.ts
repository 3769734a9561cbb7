import type { QueryClient } from '@tanstack/react-query';
import { whenIdle, whenSettled } from './idle';

/**
 * Installs the service worker that precaches the whole build (ADR 0078), once the first screen's data has
 * arrived and the browser is idle: installing downloads and stores every built file, which on a cheap tablet
 * slowed the first screen itself when it ran at the page's load event (ADR 0105).
 */
export async function registerServiceWorkerWhenSettled(client: QueryClient): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await whenSettled(client);
  await whenIdle();
  await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
