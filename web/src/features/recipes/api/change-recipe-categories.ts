import type { CreateCategoryInput, RecipeCategory, UpdateCategoryBody } from '@dastarkhan/contract/recipes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Adds a category; with no position it goes after the last. */
export async function createRecipeCategory(body: CreateCategoryInput): Promise<RecipeCategory> {
  return (await unwrap(api.POST('/api/recipe-categories', { body }))).category;
}

/** Changes a category; a rename follows to its dishes on the server (ON UPDATE CASCADE). */
export async function updateRecipeCategory({
  name,
  changes,
}: {
  name: string;
  changes: UpdateCategoryBody;
}): Promise<RecipeCategory> {
  const answer = await unwrap(
    api.PATCH('/api/recipe-categories/{name}', { params: { path: { name } }, body: changes }),
  );
  return answer.category;
}

/** Deletes a category no dish names; the server refuses one in use (409) and says why. */
export async function deleteRecipeCategory(name: string): Promise<void> {
  await unwrap(api.DELETE('/api/recipe-categories/{name}', { params: { path: { name } } }));
}

/**
 * The category list reloads, and every recipe query with it: the counter's menu reads the categories' columns,
 * places and Bangla names, and a rename changes the category each dish of the lists names.
 */
const categoriesChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.recipeCategories }),
    client.invalidateQueries({ queryKey: queryKeys.recipes.all }),
  ]);

export function useCreateRecipeCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecipeCategory, onSettled: () => categoriesChanged(queryClient) });
}

export function useUpdateRecipeCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecipeCategory, onSettled: () => categoriesChanged(queryClient) });
}

export function useDeleteRecipeCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecipeCategory, onSettled: () => categoriesChanged(queryClient) });
}
