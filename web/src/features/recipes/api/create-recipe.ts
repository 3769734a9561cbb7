import type { CreateRecipeInput, Recipe } from '@dastarkhan/contract/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './get-recipes';

export async function createRecipe(body: CreateRecipeInput): Promise<Recipe> {
  return (await api<{ recipe: Recipe }>('/recipes', { method: 'POST', body })).recipe;
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
