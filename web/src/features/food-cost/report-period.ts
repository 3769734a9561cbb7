import { MAX_FOOD_COST_DAYS, type FoodCostQuery } from '@dastarkhan/contract/food-cost';
import { periodBounds, rangeProblem, type RangeProblem } from '@dastarkhan/contract/periods';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';

/** The report's quick picks, beside the two dates. */
export const QUICK_PICKS = ['week', 'month', 'lastMonth'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * The business days of a quick pick in the restaurant's zone, by the same function as every other period in
 * the product (SPEC §9): this Sunday–Saturday week, this calendar month, or the whole month before it.
 */
export function quickPickPeriod(pick: QuickPick, now: Date = new Date()): FoodCostQuery {
  if (pick === 'lastMonth') {
    const thisMonth = periodBounds('month', RESTAURANT_TIME_ZONE, now);
    // The month's last instant before this one began.
    now = new Date(thisMonth.start.getTime() - 1);
  }
  const bounds = periodBounds(pick === 'week' ? 'week' : 'month', RESTAURANT_TIME_ZONE, now);
  return { from: bounds.startDate, to: bounds.endDate };
}

/** The quick pick whose days the period is exactly, to show it as pressed. */
export function quickPickOf(period: FoodCostQuery, now: Date = new Date()): QuickPick | undefined {
  return QUICK_PICKS.find((pick) => {
    const days = quickPickPeriod(pick, now);
    return days.from === period.from && days.to === period.to;
  });
}

/** Why the server would refuse the period (contract/food-cost.ts), told before asking it. */
export type PeriodProblem = RangeProblem;

export function periodProblem({ from, to }: FoodCostQuery): PeriodProblem | undefined {
  return rangeProblem(from, to, MAX_FOOD_COST_DAYS);
}
