import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The one menu category list (docs/decisions/0006-menu-categories.md). */
export async function getRecipeCategories(signal?: AbortSignal): Promise<RecipeCategory[]> {
  return (await api<{ categories: RecipeCategory[] }>('/recipe-categories', { signal })).categories;
}

export const recipeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['recipe-categories'] as const,
    queryFn: ({ signal }) => getRecipeCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useRecipeCategories() {
  return useQuery(recipeCategoriesQueryOptions());
}
