import { z } from 'zod';
import { idSchema } from './common';
import { inventoryUnitSchema } from './inventory';
import { BATCH_PLATES_MAX, PORTION_MAX, STOCK_QUANTITY_MAX } from './limits';
import { positiveDecimalField } from './rows';

/** Food cost above this share of a dish's price is flagged, until the admin sets another (issue 16). */
export const DEFAULT_FOOD_COST_THRESHOLD_PERCENT = 35;
/** Ingredients one dish may list. */
export const MAX_INGREDIENTS = 40;

export const recipeIngredientInputSchema = z.object({
  itemId: idSchema,
  /** How much one batch takes, in `unit` (any unit of the item's family: 500 g of an item kept in kg). */
  quantity: positiveDecimalField('Quantity', 3, STOCK_QUANTITY_MAX),
  unit: inventoryUnitSchema,
});
export type RecipeIngredientInput = z.infer<typeof recipeIngredientInputSchema>;

const NEITHER_BILL =
  'Send the batch (batchPlates and ingredients) or the portion of another dish (portionOf and portion)';

/**
 * Why a bill was refused: the first problem of the shape the body was written in (the one whose fields it uses,
 * so "Plates per batch must be at most 10000" is said as such), or that it is neither shape.
 */
function billProblem(branches: readonly (readonly z.core.$ZodIssue[])[]): string {
  const written = branches.filter((issues) =>
    issues.every((issue) => issue.code !== 'unrecognized_keys' || issue.path.length > 0),
  );
  return written.length === 1 ? (written[0]![0]?.message ?? NEITHER_BILL) : NEITHER_BILL;
}

/**
 * A dish's bill of materials, entered the way cooks think (issue 16): either a batch — what one degh takes and
 * how many full plates it makes — or a portion of another dish (a half plate is 0.5 of the full plate).
 */
export const recipeBillBodySchema = z.union(
  [
    z.strictObject({
      batchPlates: positiveDecimalField('Plates per batch', 2, BATCH_PLATES_MAX),
      ingredients: z.array(recipeIngredientInputSchema).max(MAX_INGREDIENTS, {
        message: `A dish may list at most ${MAX_INGREDIENTS} ingredients`,
      }),
    }),
    z.strictObject({
      portionOf: idSchema,
      portion: positiveDecimalField('Portion', 3, PORTION_MAX),
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? billProblem(issue.errors) : undefined) },
);
export type RecipeBillBody = z.infer<typeof recipeBillBodySchema>;

export const recipeIngredientSchema = z.object({
  itemId: idSchema,
  name: z.string(),
  /** As entered, per batch. */
  quantity: z.number(),
  unit: inventoryUnitSchema,
  /** What one full plate takes, in the item's own unit (exact to 0.000001). */
  perPlate: z.number(),
  itemUnit: inventoryUnitSchema,
  /** Taka per item unit: what its intakes cost on average, weighted by quantity (the last price before any). */
  unitCost: z.number(),
  /** Taka of this ingredient on one plate of this dish. */
  plateCost: z.number(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeCostSchema = z.object({
  recipeId: idSchema,
  name: z.string(),
  price: z.number(),
  batchPlates: z.number(),
  /** The dish this one is a portion of, or null for a dish with its own batch. */
  portionOf: z.object({ _id: idSchema, name: z.string() }).nullable(),
  portion: z.number(),
  ingredients: z.array(recipeIngredientSchema),
  /** Taka of food on one plate, rounded to the poisha. */
  plateCost: z.number(),
  /** Food cost as a share of the price, in percent (1 decimal); null for a dish priced 0. */
  foodCostPercent: z.number().nullable(),
  /** Price less food cost, in taka. */
  margin: z.number(),
  thresholdPercent: z.number(),
  overThreshold: z.boolean(),
});
export type RecipeCost = z.infer<typeof recipeCostSchema>;
export const recipeCostResponseSchema = z.object({ cost: recipeCostSchema });

/**
 * One dish's figures on the menu screen (issue 16): what `GET /api/recipes/:id/cost` answers, without the
 * ingredients, for every dish in one request.
 */
export const recipeCostSummarySchema = recipeCostSchema
  .pick({ recipeId: true, name: true, price: true, plateCost: true, foodCostPercent: true, margin: true })
  .extend({
    /** The full dish's id for a portion (a half plate), else null: a portion cannot be another's full plate. */
    portionOf: idSchema.nullable(),
    /** Whether the plate has any ingredient: without one its cost is 0 and says nothing. */
    hasBill: z.boolean(),
    overThreshold: z.boolean(),
  });
export type RecipeCostSummary = z.infer<typeof recipeCostSummarySchema>;
export const recipeCostsResponseSchema = z.object({
  thresholdPercent: z.number(),
  costs: z.array(recipeCostSummarySchema),
});
export type RecipeCostsResponse = z.infer<typeof recipeCostsResponseSchema>;
