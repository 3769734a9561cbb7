import type { Database } from '../db/client';

export type Limits = {
  loginPerIpPerMinute: number;
  loginFailuresPerEmail: number;
  registerPerIpPerMinute: number;
};

/** What every feature plugin receives from buildApp. */
export type FeatureOptions = { db: Database; timeZone: string; limits: Limits };
