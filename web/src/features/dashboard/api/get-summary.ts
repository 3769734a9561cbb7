import type { Period } from '@dastarkhan/contract/common';
import type { DashboardSummary } from '@dastarkhan/contract/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { useEagerQuery } from '../../../lib/eager-query';
import { queryKeys } from '../../../lib/query-keys';

export function getSummary(range: Period, signal?: AbortSignal): Promise<DashboardSummary> {
  return unwrap(api.GET('/api/dashboard/summary', { params: { query: { range } }, signal }));
}

export const summaryQueryOptions = (range: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboard.summary(range),
    queryFn: ({ signal }) => getSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSummary(range: Period) {
  return useEagerQuery(summaryQueryOptions(range));
}
