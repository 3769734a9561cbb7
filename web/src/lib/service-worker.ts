import type { QueryClient } from '@tanstack/react-query';
import { whenIdle, whenSettled } from './idle';

let registration: Promise<boolean> | undefined;

/**
 * Installs the service worker that precaches the whole build (ADR 0078), once the first screen's data has
 * arrived and the browser is idle: installing downloads and stores every built file, which on a cheap tablet
 * slowed the first screen itself when it ran at the page's load event (ADR 0105). Resolves whether a worker
 * now keeps the other screens' code on the device; asked again, it answers the same without registering twice.
 */
export function serviceWorkerPrecaches(client: QueryClient): Promise<boolean> {
  registration ??= (async () => {
    if (!('serviceWorker' in navigator)) return false;
    await whenSettled(client);
    await whenIdle();
    return navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      () => true,
      () => false,
    );
  })();
  return registration;
}
