import { sortOrderSchema } from '@dastarkhan/contract/categories';
import {
  createCategoryBodySchema,
  MENU_COLUMNS,
  menuColumnSchema,
  type RecipeCategory,
  type UpdateCategoryBody,
} from '@dastarkhan/contract/recipes';
import { z } from 'zod';

const { name, nameBn } = createCategoryBodySchema.shape;

/** The position box, as typed: empty puts a new category after the last, and keeps an edited one where it is. */
const positionInput = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : Number(text)))
  .pipe(sortOrderSchema.optional());

/** Adding or editing a menu category: the API's own rules, so a valid form is a saved one. */
export const menuCategoryFormSchema = z.object({
  name,
  /** Left empty, none (null): an edit clears it. */
  nameBn: nameBn.unwrap().unwrap(),
  menuColumn: menuColumnSchema,
  sortOrder: positionInput,
});
export type MenuCategoryFormValues = z.input<typeof menuCategoryFormSchema>;
export type MenuCategoryFormOutput = z.output<typeof menuCategoryFormSchema>;

export const EMPTY_MENU_CATEGORY: MenuCategoryFormValues = {
  name: '',
  nameBn: '',
  menuColumn: 'left',
  sortOrder: '',
};

export function menuCategoryToForm(category: RecipeCategory): MenuCategoryFormValues {
  return {
    name: category.name,
    nameBn: category.nameBn ?? '',
    menuColumn: category.menuColumn,
    sortOrder: String(category.sortOrder),
  };
}

/** What an edit changes, and only that: an unchanged category is not written (nor its audit entry). */
export function menuCategoryChanges(
  category: RecipeCategory,
  { name, nameBn, menuColumn, sortOrder }: MenuCategoryFormOutput,
): UpdateCategoryBody {
  return {
    ...(name === category.name ? {} : { name }),
    ...(nameBn === category.nameBn ? {} : { nameBn }),
    ...(menuColumn === category.menuColumn ? {} : { menuColumn }),
    ...(sortOrder === undefined || sortOrder === category.sortOrder ? {} : { sortOrder }),
  };
}

/** The menu's order (ADR 0006), as the counter shows it: the left column, then the right, each by position. */
export const inMenuOrder = (categories: RecipeCategory[]): RecipeCategory[] =>
  [...categories].sort(
    (a, b) =>
      MENU_COLUMNS.indexOf(a.menuColumn) - MENU_COLUMNS.indexOf(b.menuColumn) ||
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name),
  );
