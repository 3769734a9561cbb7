import { z } from 'zod';
import { idSchema, isoDateSchema, periodSchema } from './common';
import { inventoryUnitSchema } from './inventory';
import { sharePercent, toPoisha } from './money';
import { rangeProblem, type RangeProblem } from './periods';

/** The longest period one food cost report may cover: a year of business days (a leap year's too). */
export const MAX_FOOD_COST_DAYS = 366;
/** The biggest leaks the report highlights. */
export const TOP_LEAKS = 5;
/** Items that run out within this many days make tomorrow's shopping list. */
export const SHOPPING_LIST_DAYS = 2;

const FOOD_COST_RANGE_MESSAGES: Record<RangeProblem, string> = {
  endBeforeStart: 'The end date must not be before the start date',
  tooLong: `The report may cover at most ${MAX_FOOD_COST_DAYS} days`,
};

/** The business days `from`..`to`, inclusive, in the restaurant's time zone. */
export const foodCostQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((period, ctx) => {
    const problem = rangeProblem(period.from, period.to, MAX_FOOD_COST_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: FOOD_COST_RANGE_MESSAGES[problem] });
  });
export type FoodCostQuery = z.infer<typeof foodCostQuerySchema>;

/**
 * One ingredient over the period, in its own unit. closing = opening + intakes − theoretical − waste ± the
 * rest (counts, kitchen use, corrections); actual usage = opening + intakes − closing; variance = theoretical +
 * waste − actual: below 0 is stock that left the store with no sale or waste to explain it.
 */
export const ingredientCostSchema = z.object({
  itemId: idSchema,
  name: z.string(),
  unit: inventoryUnitSchema,
  /**
   * Taka per unit at the period's end: the weighted average of its intakes until then, which values the
   * waste and the variance (the theoretical taka is what each sale cost at its moment).
   */
  unitCost: z.number(),
  /** The books at the start: every movement before it (a count before the period sets them to the shelf). */
  opening: z.number(),
  intakes: z.number(),
  /** What the period's sales took by their recipes. */
  theoretical: z.number(),
  /** Recorded waste: spoiled, burnt, staff meals, given away, returned. */
  waste: z.number(),
  closing: z.number(),
  actual: z.number(),
  variance: z.number(),
  intakesTk: z.number(),
  theoreticalTk: z.number(),
  wasteTk: z.number(),
  actualTk: z.number(),
  varianceTk: z.number(),
  /** Among the TOP_LEAKS biggest losses in taka. */
  leak: z.boolean(),
});
export type IngredientCost = z.infer<typeof ingredientCostSchema>;

/**
 * One dish over the period: the plates sold with a recipe, each costed at the recipe and the ingredients'
 * average cost of its sale's moment (issue 32). Plates sold without a recipe are in `uncovered` instead.
 */
export const dishCostSchema = z.object({
  recipeId: idSchema,
  name: z.string(),
  plates: z.number().int(),
  /** Its lines' totals on the receipts, before a receipt's discount and VAT. */
  revenue: z.number(),
  theoreticalCost: z.number(),
  margin: z.number(),
  /** Theoretical cost as a share of revenue, 1 decimal; null without revenue. */
  foodCostPercent: z.number().nullable(),
});
export type DishCost = z.infer<typeof dishCostSchema>;

/** A dish sold in the period with no recipe to cost it: its sales are outside every food-cost figure. */
export const uncoveredDishSchema = z.object({
  recipeId: idSchema,
  name: z.string(),
  plates: z.number().int(),
  revenue: z.number(),
});
export type UncoveredDish = z.infer<typeof uncoveredDishSchema>;

/**
 * The share of the dish sales a food-cost figure covers, in percent (1 decimal): the revenue of the dishes
 * costed by a recipe ÷ all dish revenue; null without sales (issue 32, finding 11).
 */
export function coverageOf(coveredTk: number, uncoveredTk: number): number | null {
  const covered = toPoisha(coveredTk);
  return sharePercent(covered, covered + toPoisha(uncoveredTk));
}

/**
 * The share of the dish sales a food-cost figure covers (issue 32, finding 11): the sales of dishes that had a
 * recipe ÷ all dish sales, in percent (1 decimal); null without sales.
 */
const coverageFields = {
  /** Dish sales without a recipe, in taka: not in the figure. */
  uncoveredRevenue: z.number(),
  coveragePercent: z.number().nullable(),
};

export const foodCostReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Biggest loss first (variance in taka, most negative first). */
  ingredients: z.array(ingredientCostSchema),
  /** Most revenue first. */
  dishes: z.array(dishCostSchema),
  /** Dishes sold without a recipe, most revenue first. */
  uncovered: z.array(uncoveredDishSchema),
  /** The food-cost threshold in Settings: dishes whose food cost passes it are marked. */
  thresholdPercent: z.number(),
  totals: z.object({
    intakesTk: z.number(),
    theoreticalTk: z.number(),
    wasteTk: z.number(),
    actualTk: z.number(),
    varianceTk: z.number(),
    /** The revenue of the dishes costed (the sum of `dishes`). */
    revenue: z.number(),
    /** Theoretical food cost ÷ the revenue it covers, 1 decimal; null without revenue. */
    foodCostPercent: z.number().nullable(),
    ...coverageFields,
  }),
});
export type FoodCostReport = z.infer<typeof foodCostReportSchema>;

export const kitchenQuerySchema = z.object({ range: periodSchema.default('month') });

const shortItemSchema = z.object({
  itemId: idSchema,
  name: z.string(),
  unit: inventoryUnitSchema,
  quantity: z.number(),
  supplier: z.string(),
});

/** The dashboard's kitchen figures (issue 16). */
export const kitchenSummarySchema = z.object({
  range: periodSchema,
  startDate: z.string(),
  endDate: z.string(),
  /**
   * Theoretical food cost of the period's dish sales that had a recipe, their revenue, and the share (null
   * without revenue); with the share of all dish sales it covers and how many dishes sold without a recipe.
   */
  foodCost: z.object({
    theoreticalTk: z.number(),
    revenue: z.number(),
    percent: z.number().nullable(),
    thresholdPercent: z.number(),
    ...coverageFields,
    uncoveredDishes: z.number().int(),
  }),
  /** The differences the latest stock count found, in taka (below 0: stock missing), or null before any count. */
  lastCount: z.object({ at: z.string(), varianceTk: z.number(), items: z.number().int() }).nullable(),
  /** Every item below 0: record the missing intake. */
  missingIntake: z.array(shortItemSchema),
  /** Items that run out within SHOPPING_LIST_DAYS at the last 14 days' usage: tomorrow's shopping list. */
  shoppingList: z.array(shortItemSchema.extend({ daysLeft: z.number(), usagePerDay: z.number() })),
});
export type KitchenSummary = z.infer<typeof kitchenSummarySchema>;
