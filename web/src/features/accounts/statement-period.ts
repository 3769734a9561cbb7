import { isoDateSchema } from '@dastarkhan/contract/common';
import { periodBounds } from '@dastarkhan/contract/periods';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';

export type StatementPeriod = { from: string; to: string };

/** This calendar month's business days in the restaurant's zone: a regular settles at the month's end. */
export function defaultStatementPeriod(now: Date = new Date()): StatementPeriod {
  const month = periodBounds('month', RESTAURANT_TIME_ZONE, now);
  return { from: month.startDate, to: month.endDate };
}

/**
 * The statement's period as the URL keeps it (`from`, `to`), for useListParams: a missing or malformed day is
 * this month's bound, so a shared link or a reload always shows some statement.
 */
export const STATEMENT_FILTERS = {
  from: isoDateSchema.catch(() => defaultStatementPeriod().from),
  to: isoDateSchema.catch(() => defaultStatementPeriod().to),
};

/** A period whose last day comes before its first asks the server nothing: the screen says why. */
export const periodIsBackwards = ({ from, to }: StatementPeriod): boolean => to < from;
