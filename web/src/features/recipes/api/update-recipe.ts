import type { Recipe, RecipesPage, UpdateRecipeBody } from '@dastarkhan/contract/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateRecipe({ id, patch }: { id: string; patch: UpdateRecipeBody }): Promise<Recipe> {
  return (await unwrap(api.PATCH('/api/recipes/{id}', { params: { path: { id } }, body: patch }))).recipe;
}

const onlyAvailability = (patch: UpdateRecipeBody) =>
  Object.keys(patch).length === 1 && patch.isAvailable !== undefined;

/**
 * An availability toggle updates the card in every loaded page without a reload (SPEC §4); other recipe
 * queries, such as the receipt screen's menu, are marked stale and reload when next shown. A full edit may
 * move the recipe to another category or page, so the lists reload.
 */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: async (saved, { patch }) => {
      if (!onlyAvailability(patch)) return queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
      queryClient.setQueriesData<RecipesPage>({ queryKey: queryKeys.recipes.lists }, (page) =>
        page
          ? { ...page, recipes: page.recipes.map((recipe) => (recipe._id === saved._id ? saved : recipe)) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all, refetchType: 'none' });
    },
  });
}
