import { inventoryUnitSchema, type InventoryUnit } from '@dastarkhan/contract/inventory';
import {
  MAX_INGREDIENTS,
  recipeBillBodySchema,
  recipeIngredientInputSchema,
  type RecipeBillBody,
  type RecipeCost,
} from '@dastarkhan/contract/recipe-costs';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { typedNumber } from '../../lib/typed-number';

const [batchBody, portionBody] = recipeBillBodySchema.options;

/** A number typed into a text box: required, then the contract's rule for the field (above 0, its decimals). */
const typed = (field: z.ZodType<number, number>) => typedNumber('recipes.bill.required', field);

/** A row as typed, unchecked: what a portion's form keeps of the batch it is not sending. */
const ingredientDraft = z.object({ itemId: z.string(), quantity: z.string(), unit: inventoryUnitSchema });

const ingredientRow = z.object({
  itemId: z.string().min(1, { error: () => i18n.t('recipes.bill.chooseItem') }),
  quantity: typed(recipeIngredientInputSchema.shape.quantity),
  unit: inventoryUnitSchema,
});

/**
 * The bill of materials as typed: a batch (plates per batch and the ingredient rows) or a portion of another
 * dish; only the chosen kind is checked and sent. The contract's rules give the messages.
 */
export const billFormSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('batch'),
      batchPlates: typed(batchBody.shape.batchPlates),
      ingredients: z.array(ingredientRow).max(MAX_INGREDIENTS),
      portionOf: z.string(),
      portion: z.string(),
    }),
    z.object({
      kind: z.literal('portion'),
      batchPlates: z.string(),
      ingredients: z.array(ingredientDraft),
      portionOf: z.string().min(1, { error: () => i18n.t('recipes.bill.chooseDish') }),
      portion: typed(portionBody.shape.portion),
    }),
  ])
  .transform((form): RecipeBillBody =>
    form.kind === 'batch'
      ? { batchPlates: form.batchPlates, ingredients: form.ingredients }
      : { portionOf: form.portionOf, portion: form.portion },
  );

export type IngredientDraft = { itemId: string; quantity: string; unit: InventoryUnit };
export type BillFormValues = {
  kind: 'batch' | 'portion';
  batchPlates: string;
  ingredients: IngredientDraft[];
  portionOf: string;
  portion: string;
};

export const BLANK_INGREDIENT: IngredientDraft = { itemId: '', quantity: '', unit: 'kg' };

/** The form starts from the saved bill: a new dish's is an empty batch of one plate. */
export function costToBillForm(cost: RecipeCost): BillFormValues {
  const hasBill = cost.portionOf !== null || cost.ingredients.length > 0;
  return {
    kind: cost.portionOf ? 'portion' : 'batch',
    batchPlates: hasBill && !cost.portionOf ? String(cost.batchPlates) : '',
    ingredients: cost.portionOf
      ? []
      : cost.ingredients.map(({ itemId, quantity, unit }) => ({ itemId, quantity: String(quantity), unit })),
    portionOf: cost.portionOf?._id ?? '',
    portion: cost.portionOf ? String(cost.portion) : '',
  };
}
