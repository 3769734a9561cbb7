import type { RecipeBillBody, RecipeCost } from '@dastarkhan/contract/recipe-costs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function saveRecipeBill({
  id,
  bill,
}: {
  id: string;
  bill: RecipeBillBody;
}): Promise<RecipeCost> {
  return (await unwrap(api.PUT('/api/recipes/{id}/bill', { params: { path: { id } }, body: bill }))).cost;
}

/** The saved bill's figures come back with the save; the menu's cost lines reload. */
export function useSaveRecipeBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipeBill,
    onSuccess: (cost) => {
      queryClient.setQueryData(queryKeys.recipes.cost(cost.recipeId), cost);
      return queryClient.invalidateQueries({ queryKey: queryKeys.recipes.costs });
    },
  });
}
