import type { Database } from '../db/client';
import type { DatabaseState } from '../db/postmaster';

export type Limits = {
  loginPerIpPerMinute: number;
  loginFailuresPerEmail: number;
  registerPerIpPerMinute: number;
};

/**
 * What every feature plugin receives from buildApp. `now` is the clock: tests pass a fixed one.
 * `databaseState` says whether the app is restarting its embedded database.
 */
export type FeatureOptions = {
  db: Database;
  timeZone: string;
  limits: Limits;
  now: () => Date;
  databaseState: () => DatabaseState;
};
