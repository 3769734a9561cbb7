import type { Period } from '@dastarkhan/contract/common';
import type { DashboardSummary } from '@dastarkhan/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export function getSummary(range: Period, signal?: AbortSignal): Promise<DashboardSummary> {
  return api<DashboardSummary>(withQuery('/dashboard/summary', { range }), { signal });
}

/** Receipt saves and deletes mark every 'dashboard' query stale. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range: Period) => ['dashboard', 'summary', range] as const,
  series: (range: Period) => ['dashboard', 'sales-series', range] as const,
};

export const summaryQueryOptions = (range: Period) =>
  queryOptions({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => getSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSummary(range: Period) {
  return useQuery(summaryQueryOptions(range));
}
