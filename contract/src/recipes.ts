import { z } from 'zod';
import { RATE_NAME_MAX } from './receipt-vat';
import { banglaNameSchema } from './bangla-names';
import { categoryNameSchema, sortOrderSchema } from './categories';
import { idSchema, moneySchema, pageMetaSchema, requiredText } from './common';
import { AMOUNT_MAX, MAX_RECIPES_PER_PAGE } from './limits';
import { formatTaka } from './money';

/** The receipt screen's menu grid has two tables; each category names the one it shows in. */
export const MENU_COLUMNS = ['left', 'right'] as const;
export const menuColumnSchema = z.enum(MENU_COLUMNS, { message: "Menu column must be 'left' or 'right'" });
export type MenuColumn = z.infer<typeof menuColumnSchema>;

export const recipeCategorySchema = z.object({
  name: z.string(),
  /** The category in Bangla (issue 36); null: none given. */
  nameBn: z.string().nullable(),
  menuColumn: menuColumnSchema,
  sortOrder: z.number().int(),
});
export type RecipeCategory = z.infer<typeof recipeCategorySchema>;

/** A category's Bangla name: as long as its English one may be. */
const categoryNameBnSchema = banglaNameSchema(60);

export const createCategoryBodySchema = z.object({
  name: categoryNameSchema,
  nameBn: categoryNameBnSchema.optional(),
  menuColumn: menuColumnSchema.default('left'),
  sortOrder: sortOrderSchema.optional(),
});
export type CreateCategoryInput = z.input<typeof createCategoryBodySchema>;
export type CreateCategoryBody = z.output<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z
  .object({
    name: categoryNameSchema,
    nameBn: categoryNameBnSchema,
    menuColumn: menuColumnSchema,
    sortOrder: sortOrderSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(recipeCategorySchema) });
export const categoryResponseSchema = z.object({ category: recipeCategorySchema });

export const recipeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The dish in Bangla (issue 36): the counter finds it by either name, a Bangla receipt prints it; null: none. */
  nameBn: z.string().nullable(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  image: z.string(),
  isAvailable: z.boolean(),
  /** Absent when the dish has no short code. */
  code: z.string().optional(),
  /** Refuse a sale that would take one of its ingredients below 0 (issue 16). */
  stopWhenOut: z.boolean(),
  /** The tax rate's name the dish pays (issue 34); null: the standard rate. */
  taxRate: z.string().nullable(),
  /**
   * For a dish that stops selling when an ingredient runs out: the ingredient short of one plate, so the counter
   * shows the dish as unavailable with the reason; null otherwise.
   */
  ranOutOf: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const RECIPE_IMAGE_MESSAGE = 'Image must be a web address starting with http:// or https://';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const imageTextSchema = z
  .string({ message: 'Image URL must be text' })
  .trim()
  .max(2000, 'Image URL must be at most 2000 characters');
export const recipeImageUrlSchema = imageTextSchema
  .min(1, { message: 'Image URL is required', abort: true })
  .refine(isHttpUrl, RECIPE_IMAGE_MESSAGE);
/** On edit the image may be cleared (the card then shows a placeholder). */
export const optionalRecipeImageUrlSchema = imageTextSchema.refine(
  (text) => text === '' || isHttpUrl(text),
  RECIPE_IMAGE_MESSAGE,
);

export const RECIPE_CODE_MESSAGE = 'Short code must be up to 6 letters or digits, like K1 or BR2';

/**
 * A dish's short code for the counter's menu search (`K1`, `BR2`): trimmed and upper-cased, so `k1` and `K1`
 * are the same code; an empty string means none (on edit it clears the code). Codes are unique (ADR 0080).
 */
export const recipeCodeSchema = z
  .string({ message: RECIPE_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,6}$/, RECIPE_CODE_MESSAGE);

const recipeFields = {
  name: requiredText('Name', 120),
  /** Left out on create: none; on edit: kept. Empty clears it. */
  nameBn: banglaNameSchema(120),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  category: categoryNameSchema,
  price: moneySchema.max(AMOUNT_MAX, `Must be at most ${formatTaka(AMOUNT_MAX)}`),
  isAvailable: z.boolean({ message: 'Available must be true or false' }),
  code: recipeCodeSchema,
  stopWhenOut: z.boolean({ message: 'Stop when out must be true or false' }),
  /** A rate name of the VAT settings, or null for the standard rate (issue 34). */
  taxRate: z.string().trim().max(RATE_NAME_MAX).nullable(),
};

/** SPEC §5 Recipe create: name, category, price and image URL required; isAvailable defaults true. */
export const createRecipeBodySchema = z.object({
  ...recipeFields,
  nameBn: recipeFields.nameBn.optional(),
  description: recipeFields.description.default(''),
  image: recipeImageUrlSchema,
  isAvailable: recipeFields.isAvailable.default(true),
  code: recipeCodeSchema.optional(),
  stopWhenOut: recipeFields.stopWhenOut.default(false),
  taxRate: recipeFields.taxRate.default(null),
});
/** What the form sends (defaults optional) and what the server works with (defaults applied). */
export type CreateRecipeInput = z.input<typeof createRecipeBodySchema>;
export type CreateRecipeBody = z.output<typeof createRecipeBodySchema>;

/**
 * A full edit (SPEC §5 Recipe edit: the image may be cleared) or only `isAvailable` (the card button); `code`
 * left out keeps the dish's code.
 */
export const updateRecipeBodySchema = z
  .object({ ...recipeFields, image: optionalRecipeImageUrlSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateRecipeBody = z.infer<typeof updateRecipeBodySchema>;

export const recipesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_RECIPES_PER_PAGE, `Limit must be at most ${MAX_RECIPES_PER_PAGE}`)
    .default(10),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  available: z
    .enum(['true', 'false'], { message: "Available must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
});
export type RecipesQuery = z.input<typeof recipesQuerySchema>;
export type ParsedRecipesQuery = z.output<typeof recipesQuerySchema>;

export const recipesPageSchema = pageMetaSchema.extend({ recipes: z.array(recipeSchema) });
export type RecipesPage = z.infer<typeof recipesPageSchema>;

export const recipeResponseSchema = z.object({ recipe: recipeSchema });
