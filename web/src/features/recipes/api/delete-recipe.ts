import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './get-recipes';

export async function deleteRecipe(id: string): Promise<void> {
  await api<null>(`/recipes/${id}`, { method: 'DELETE' });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
