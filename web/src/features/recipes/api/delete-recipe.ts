import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteRecipe(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/recipes/{id}', { params: { path: { id } } }));
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
  });
}
