import { periodBounds } from '@dastarkhan/contract/periods';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';

export const COST_PERIODS = ['today', 'week', 'month'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];

/**
 * The period as the ISO bounds GET /costs takes (SPEC §7): the whole day, Sunday–Saturday week or calendar
 * month in the restaurant's zone, from its first instant to the next period's first instant (exclusive), so
 * no timestamp falls between two periods.
 */
export function costPeriodRange(
  period: CostPeriod,
  now = new Date(),
): { startDate: string; endDate: string } {
  const { start, end } = periodBounds(period, RESTAURANT_TIME_ZONE, now);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
