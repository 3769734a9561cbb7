import type { CostsPage } from '@dastarkhan/contract/costs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const RECENT_PAGE_SIZE = 10;

/** The latest extra costs, newest first, whatever the period (SPEC §7: GET /costs for the dashboard). */
export function getRecentCosts(page: number, signal?: AbortSignal): Promise<CostsPage> {
  return api<CostsPage>(withQuery('/costs', { page, limit: RECENT_PAGE_SIZE }), { signal });
}

export const recentCostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['costs', 'recent', page] as const,
    queryFn: ({ signal }) => getRecentCosts(page, signal),
    placeholderData: keepPreviousData,
  });

export function useRecentCosts(page: number) {
  return useQuery(recentCostsQueryOptions(page));
}
