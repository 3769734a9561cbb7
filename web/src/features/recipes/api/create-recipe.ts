import type { CreateRecipeInput, Recipe } from '@dastarkhan/contract/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createRecipe(body: CreateRecipeInput): Promise<Recipe> {
  return (await unwrap(api.POST('/api/recipes', { body }))).recipe;
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
  });
}
