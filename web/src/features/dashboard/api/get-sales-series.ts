import type { Period } from '@dastarkhan/contract/common';
import type { SalesSeries } from '@dastarkhan/contract/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { useEagerQuery } from '../../../lib/eager-query';
import { queryKeys } from '../../../lib/query-keys';

export function getSalesSeries(range: Period, signal?: AbortSignal): Promise<SalesSeries> {
  return unwrap(api.GET('/api/dashboard/sales-series', { params: { query: { range } }, signal }));
}

export const salesSeriesQueryOptions = (range: Period) =>
  queryOptions({
    queryKey: queryKeys.dashboard.salesSeries(range),
    queryFn: ({ signal }) => getSalesSeries(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSalesSeries(range: Period) {
  return useEagerQuery(salesSeriesQueryOptions(range));
}
