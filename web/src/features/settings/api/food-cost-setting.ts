import type { FoodCostSetting } from '@dastarkhan/contract/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The food-cost share above which the recipe screen warns (issue 16); 35 % until the admin sets it. */
export async function getFoodCostSetting(signal?: AbortSignal): Promise<FoodCostSetting> {
  return (await unwrap(api.GET('/api/settings/food-cost', { signal }))).foodCost;
}

export function useFoodCostSetting() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.foodCostSetting,
      queryFn: ({ signal }) => getFoodCostSetting(signal),
    }),
  );
}

export async function updateFoodCostSetting(body: FoodCostSetting): Promise<FoodCostSetting> {
  return (await unwrap(api.PUT('/api/settings/food-cost', { body }))).foodCost;
}

/** A new threshold flags other dishes: the recipe costs reload when next shown. */
export function useUpdateFoodCostSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFoodCostSetting,
    onSuccess: (setting) => {
      queryClient.setQueryData(queryKeys.foodCostSetting, setting);
      return queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
    },
  });
}
