import {
  createRecipeBodySchema,
  optionalRecipeImageUrlSchema,
  recipeCodeSchema,
  type Recipe,
} from '@dastarkhan/contract/recipes';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';

const { name, nameBn, description, category, image, price } = createRecipeBodySchema.shape;

/** SPEC §5: price is required; anything non-numeric counts as 0; at least 0, at most 2 decimals and ৳1 crore. */
const priceInput = z
  .string()
  .trim()
  .min(1, { error: () => i18n.t('recipes.fields.priceRequired') })
  .transform((text) => {
    const value = Number(text);
    return Number.isFinite(value) ? value : 0;
  })
  .pipe(price);

const formFields = {
  name,
  /** The contract's text (not optional, not null): left empty, none, and an edit clears it. */
  nameBn: nameBn.unwrap().unwrap(),
  description: description.unwrap(),
  category,
  price: priceInput,
  isAvailable: z.boolean(),
  code: recipeCodeSchema,
  stopWhenOut: z.boolean(),
  /** A rate name, or empty for the standard rate (sent as null). */
  taxRate: z.string().transform((rate) => rate || null),
};

/** Create: the image URL is required and must be a web address (SPEC §5 Recipe create). */
export const createRecipeFormSchema = z.object({ ...formFields, image });
/** Edit: the image may be left empty; the card then shows a placeholder (SPEC §5 Recipe edit). */
export const editRecipeFormSchema = z.object({ ...formFields, image: optionalRecipeImageUrlSchema });

/** What the inputs hold (all text but the checkbox) and what a valid form yields. */
export type RecipeFormValues = z.input<typeof createRecipeFormSchema>;
export type RecipeFormOutput = z.output<typeof createRecipeFormSchema>;

export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  name: '',
  nameBn: '',
  description: '',
  category: '',
  price: '',
  image: '',
  isAvailable: true,
  code: '',
  stopWhenOut: false,
  taxRate: '',
};

export function recipeToForm(recipe: Recipe): RecipeFormValues {
  return {
    name: recipe.name,
    nameBn: recipe.nameBn ?? '',
    description: recipe.description,
    category: recipe.category,
    price: recipe.price.toFixed(2),
    image: recipe.image,
    isAvailable: recipe.isAvailable,
    code: recipe.code ?? '',
    stopWhenOut: recipe.stopWhenOut,
    taxRate: recipe.taxRate ?? '',
  };
}
