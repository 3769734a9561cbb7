import type { Database } from '../db/client';

export type Limits = {
  loginPerIpPerMinute: number;
  loginFailuresPerEmail: number;
  registerPerIpPerMinute: number;
};

/** What every feature plugin receives from buildApp. `now` is the clock: tests pass a fixed one. */
export type FeatureOptions = { db: Database; timeZone: string; limits: Limits; now: () => Date };
