import { useSyncExternalStore } from 'react';

/** How often an unreachable server is asked again whether it is back. */
const RETRY_MS = 2000;

let reachable = true;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (reachable === next) return;
  reachable = next;
  listeners.forEach((listener) => listener());
}

/** Asks the health check until the server answers; any answer at all means it is reachable again. */
function probe(): void {
  clearTimeout(retry);
  retry = setTimeout(() => {
    fetch('/api/health', { cache: 'no-store' }).then(
      () => set(true),
      () => probe(),
    );
  }, RETRY_MS);
}

/** A call could not reach the server (refused, dropped, no network): say so until it answers again. */
export function reportUnreachable(): void {
  set(false);
  probe();
}

/** The server answered a call (whatever it said). */
export function reportReachable(): void {
  clearTimeout(retry);
  set(true);
}

// The device's own network coming back is the moment to ask at once.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    if (!reachable) probe();
  });

/** Whether the server answered the last call: the app's "can't reach the server" banner and retries follow it. */
export function useServerReachable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reachable,
  );
}
