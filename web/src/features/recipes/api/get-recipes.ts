import type { RecipesPage } from '@dastarkhan/contract/recipes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

/** Cards per page: a multiple of the 2, 3 and 4 columns the grid uses at different widths. */
export const RECIPES_PAGE_SIZE = 12;

export type RecipesFilters = { page: number; search: string; category: string };

export function getRecipes(filters: RecipesFilters, signal?: AbortSignal): Promise<RecipesPage> {
  return api<RecipesPage>(withQuery('/recipes', { ...filters, limit: RECIPES_PAGE_SIZE }), { signal });
}

/** Every recipe query starts with 'recipes', so a change to the menu can mark them all stale at once. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: ['recipes', 'list'] as const,
  list: (filters: RecipesFilters) => ['recipes', 'list', filters] as const,
};

export const recipesQueryOptions = (filters: RecipesFilters) =>
  queryOptions({
    queryKey: recipeKeys.list(filters),
    queryFn: ({ signal }) => getRecipes(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useRecipes(filters: RecipesFilters) {
  return useQuery(recipesQueryOptions(filters));
}
