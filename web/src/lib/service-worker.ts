import type { QueryClient } from '@tanstack/react-query';
import { whenIdle, whenSettled } from './idle';

let registration: Promise<boolean> | undefined;
let screenCodeArrived!: () => void;
const firstScreenCode = new Promise<void>((resolve) => (screenCodeArrived = resolve));

/**
 * The router has the code of the screen opened first. Until then "no query in flight" says nothing: the
 * session's calls may have answered while the screen's own code, which asks for its data, is still coming.
 */
export function firstScreenCodeArrived(): void {
  screenCodeArrived();
}

/**
 * Installs the service worker that precaches the whole build (ADR 0078), once the first screen's code and data
 * have arrived and the browser is idle: installing downloads and stores every built file, which on a cheap tablet
 * slowed the first screen itself when it ran at the page's load event (ADR 0078). Resolves whether a worker
 * now keeps the other screens' code on the device; asked again, it answers the same without registering twice.
 */
export function serviceWorkerPrecaches(client: QueryClient): Promise<boolean> {
  registration ??= (async () => {
    await firstScreenCode;
    // The screen draws and asks for its data before the browser's next idle moment.
    await whenIdle();
    await whenSettled(client);
    await whenIdle();
    // Answered only now, even where there is no worker (an insecure origin): the screens' prefetch waits on it.
    if (!('serviceWorker' in navigator)) return false;
    return navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      () => true,
      () => false,
    );
  })();
  return registration;
}
