import type { FoodCostQuery, FoodCostReport } from '@dastarkhan/contract/food-cost';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getFoodCostReport(period: FoodCostQuery, signal?: AbortSignal): Promise<FoodCostReport> {
  return unwrap(api.GET('/api/food-cost/report', { params: { query: period }, signal }));
}

export const foodCostReportQueryOptions = ({ from, to }: FoodCostQuery) =>
  queryOptions({
    queryKey: queryKeys.foodCost.report(from, to),
    queryFn: ({ signal }) => getFoodCostReport({ from, to }, signal),
    // The previous period's figures stay while the next loads: the tables keep their size.
    placeholderData: keepPreviousData,
  });

/** `period` undefined (the picked dates are not a period the server takes): nothing is asked. */
export function useFoodCostReport(period: FoodCostQuery | undefined) {
  return useQuery({
    ...foodCostReportQueryOptions(period ?? { from: '', to: '' }),
    enabled: period !== undefined,
  });
}
