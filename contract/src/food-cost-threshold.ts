// A module of its own, without schemas: the dashboard's food-cost card reads it on the first screen.

/** Food cost flagged: a share (null for nothing sold or a dish priced 0) strictly above the threshold. */
export const overFoodCostThreshold = (percent: number | null | undefined, thresholdPercent: number) =>
  percent != null && percent > thresholdPercent;
