import type { CostsPage } from '@dastarkhan/contract/costs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { useEagerQuery } from '../../../lib/eager-query';
import { queryKeys } from '../../../lib/query-keys';

export const RECENT_PAGE_SIZE = 10;

/** The latest extra costs, newest first, whatever the period (SPEC §7: GET /costs for the dashboard). */
export function getRecentCosts(page: number, signal?: AbortSignal): Promise<CostsPage> {
  return unwrap(api.GET('/api/costs', { params: { query: { page, limit: RECENT_PAGE_SIZE } }, signal }));
}

export const recentCostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.costs.recent(page),
    queryFn: ({ signal }) => getRecentCosts(page, signal),
    placeholderData: keepPreviousData,
  });

export function useRecentCosts(page: number) {
  return useEagerQuery(recentCostsQueryOptions(page));
}
