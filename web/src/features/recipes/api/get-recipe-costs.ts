import type { RecipeCost, RecipeCostsResponse } from '@dastarkhan/contract/recipe-costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every dish's plate cost, food-cost % and margin in one request (issue 16): the menu's cost lines. */
export function getRecipeCosts(signal?: AbortSignal): Promise<RecipeCostsResponse> {
  return unwrap(api.GET('/api/recipes/costs', { signal }));
}

export const recipeCostsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.recipes.costs, queryFn: ({ signal }) => getRecipeCosts(signal) });

/** Only for those who may see the owner's figures: `enabled` false asks nothing. */
export function useRecipeCosts(enabled: boolean) {
  return useQuery({ ...recipeCostsQueryOptions(), enabled });
}

/** One dish's bill as saved and what its plate costs, per ingredient. */
export async function getRecipeCost(id: string, signal?: AbortSignal): Promise<RecipeCost> {
  return (await unwrap(api.GET('/api/recipes/{id}/cost', { params: { path: { id } }, signal }))).cost;
}

export function useRecipeCost(id: string) {
  return useQuery({
    queryKey: queryKeys.recipes.cost(id),
    queryFn: ({ signal }) => getRecipeCost(id, signal),
  });
}
