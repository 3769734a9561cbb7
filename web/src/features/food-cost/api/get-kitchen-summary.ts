import type { Period } from '@dastarkhan/contract/common';
import type { KitchenSummary } from '@dastarkhan/contract/food-cost';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getKitchenSummary(range: Period, signal?: AbortSignal): Promise<KitchenSummary> {
  return unwrap(api.GET('/api/food-cost/kitchen', { params: { query: { range } }, signal }));
}

export const kitchenSummaryQueryOptions = (range: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboard.kitchen(range),
    queryFn: ({ signal }) => getKitchenSummary(range, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Only for those the API lets in: the dashboard mounts the card only for them, since a manager's 403 would
 * sign the manager out (SPEC §4).
 */
export function useKitchenSummary(range: Period) {
  return useQuery(kitchenSummaryQueryOptions(range));
}
