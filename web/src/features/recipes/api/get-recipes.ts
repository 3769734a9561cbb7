import type { RecipesPage } from '@dastarkhan/contract/recipes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page: a multiple of the 2, 3 and 4 columns the grid uses at different widths. */
export const RECIPES_PAGE_SIZE = 12;

export type RecipesFilters = { page: number; search: string; category: string };

export function getRecipes(
  { page, search, category }: RecipesFilters,
  signal?: AbortSignal,
): Promise<RecipesPage> {
  const query = { page, search, category, limit: RECIPES_PAGE_SIZE };
  return unwrap(api.GET('/api/recipes', { params: { query }, signal }));
}

export const recipesQueryOptions = (filters: RecipesFilters) =>
  queryOptions({
    queryKey: queryKeys.recipes.list(filters),
    queryFn: ({ signal }) => getRecipes(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useRecipes(filters: RecipesFilters) {
  return useQuery(recipesQueryOptions(filters));
}
