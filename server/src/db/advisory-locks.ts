/**
 * Every PostgreSQL advisory lock the app takes, in one place so no two features ever share an id (a shared id
 * made the sales fold skip its turn whenever someone registered). Ids live in one numeric namespace per
 * database; keep them distinct, and the test beside the fold checks they are.
 */
export const ADVISORY_LOCKS = {
  /** Held while migrations run, so several app nodes never migrate at once. */
  migration: 7_261_001,
  /** Held while an account registers, so two sign-ups at once cannot both become the first admin. */
  firstAdminRegistration: 7_261_002,
  /** Tried by the sales fold: one app folds at a time; another finding it taken skips its turn. */
  salesFold: 7_261_003,
  /**
   * With a business day (days since 2000-01-01) as the second key: every write dated in the day holds it shared
   * (the freeze triggers, migration 0041), the close holds it alone, so a close counts every write before it.
   */
  businessDay: 7_261_004,
} as const;
