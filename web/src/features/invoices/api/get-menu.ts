import type { Recipe, RecipeCategory, RecipesPage } from '@dastarkhan/contract/recipes';
import { MAX_RECIPES_PER_PAGE } from '@dastarkhan/contract/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export type MenuSection = { category: string; recipes: Recipe[] };
export type Menu = { left: MenuSection[]; right: MenuSection[] };

/** Available dishes grouped by category, each category in the column it names (docs/decisions/0006). */
export function groupMenu(recipes: Recipe[], categories: RecipeCategory[]): Menu {
  const ordered = [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const known = new Set(ordered.map((category) => category.name));
  const menu: Menu = { left: [], right: [] };
  for (const category of ordered) {
    const dishes = recipes.filter((recipe) => recipe.category === category.name);
    if (dishes.length > 0) menu[category.menuColumn].push({ category: category.name, recipes: dishes });
  }
  const stray = recipes.filter((recipe) => !known.has(recipe.category));
  if (stray.length > 0) menu.left.push({ category: 'Other dishes', recipes: stray });
  return menu;
}

export async function getMenu(signal?: AbortSignal): Promise<Menu> {
  const [page, categories] = await Promise.all([
    api<RecipesPage>(withQuery('/recipes', { available: true, limit: MAX_RECIPES_PER_PAGE }), { signal }),
    api<{ categories: RecipeCategory[] }>('/recipe-categories', { signal }),
  ]);
  return groupMenu(page.recipes, categories.categories);
}

export const menuQueryOptions = () =>
  queryOptions({ queryKey: ['recipes', 'menu'] as const, queryFn: ({ signal }) => getMenu(signal) });

export function useMenu() {
  return useQuery(menuQueryOptions());
}
