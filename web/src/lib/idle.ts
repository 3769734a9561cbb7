import type { QueryClient } from '@tanstack/react-query';

/**
 * The performance mark set at the page's first idle moment. Downloads started before it are the first screen's
 * own (the byte budgets count them); after it comes background work: the other screens' code, the dashboard's
 * chart (ADR 0096).
 */
export const IDLE_MARK = 'dastarkhan:idle';

/** The browser's next idle moment (Safari has no requestIdleCallback: a short timer stands in). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      if (performance.getEntriesByName(IDLE_MARK).length === 0) performance.mark(IDLE_MARK);
      resolve();
    };
    // globalThis: a module's first idle work (format.ts) also runs where there is no window, the unit tests.
    if (typeof globalThis.requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 200);
  });
}

/** Resolves once no query is in flight: the open screen's data has arrived. */
export function whenSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

/** The next task: what follows runs after the current task, and whatever else it queued, has finished. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
