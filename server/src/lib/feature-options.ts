import type { Database } from '../db/client';
import type { DatabaseState } from '../db/postmaster';

export type Limits = {
  loginPerIpPerMinute: number;
  /** Failed sign-ins one client address may make on one account before each further one waits longer. */
  loginFailuresPerAccount: number;
  /** The same for one client address across all accounts. */
  loginFailuresPerAddress: number;
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
  /** Whether this app folds the sales deltas in the background; a test that folds by hand turns it off. */
  foldSalesInBackground: boolean;
};
