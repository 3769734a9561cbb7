import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The one menu category list (docs/decisions/0006-menu-categories.md). */
export async function getRecipeCategories(signal?: AbortSignal): Promise<RecipeCategory[]> {
  return (await unwrap(api.GET('/api/recipe-categories', { signal }))).categories;
}

export const recipeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.recipeCategories,
    queryFn: ({ signal }) => getRecipeCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useRecipeCategories() {
  return useQuery(recipeCategoriesQueryOptions());
}
