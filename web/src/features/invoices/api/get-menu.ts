import type { Recipe, RecipeCategory } from '@dastarkhan/contract/recipes';
import { MAX_RECIPES_PER_PAGE } from '@dastarkhan/contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A category's dishes; `category` null for dishes whose category is not (or no longer) listed, `categoryBn` its
 * Bangla name when it has one (issue 36).
 */
export type MenuSection = { category: string | null; categoryBn: string | null; recipes: Recipe[] };
export type Menu = { left: MenuSection[]; right: MenuSection[] };

/** The menu's sections in the columns' order: left, then right. */
export const menuSections = (menu: Menu | undefined): MenuSection[] =>
  menu ? [...menu.left, ...menu.right] : [];

/** Available dishes grouped by category, each category in the column it names (docs/decisions/0006). */
export function groupMenu(recipes: Recipe[], categories: RecipeCategory[]): Menu {
  const ordered = [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const known = new Set(ordered.map((category) => category.name));
  const menu: Menu = { left: [], right: [] };
  for (const category of ordered) {
    const dishes = recipes.filter((recipe) => recipe.category === category.name);
    if (dishes.length > 0)
      menu[category.menuColumn].push({
        category: category.name,
        categoryBn: category.nameBn ?? null,
        recipes: dishes,
      });
  }
  const stray = recipes.filter((recipe) => !known.has(recipe.category));
  if (stray.length > 0) menu.left.push({ category: null, categoryBn: null, recipes: stray });
  return menu;
}

export async function getMenu(signal?: AbortSignal): Promise<Menu> {
  const [page, categories] = await Promise.all([
    unwrap(
      api.GET('/api/recipes', {
        params: { query: { available: 'true', limit: MAX_RECIPES_PER_PAGE } },
        signal,
      }),
    ),
    unwrap(api.GET('/api/recipe-categories', { signal })),
  ]);
  return groupMenu(page.recipes, categories.categories);
}

export const menuQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.recipes.menu, queryFn: ({ signal }) => getMenu(signal) });

export function useMenu() {
  return useQuery(menuQueryOptions());
}
