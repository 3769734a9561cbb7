import type { Period } from '@dastarkhan/contract/common';
import type { SalesSeries } from '@dastarkhan/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { dashboardKeys } from './get-summary';

export function getSalesSeries(range: Period, signal?: AbortSignal): Promise<SalesSeries> {
  return api<SalesSeries>(withQuery('/dashboard/sales-series', { range }), { signal });
}

export const salesSeriesQueryOptions = (range: Period) =>
  queryOptions({
    queryKey: dashboardKeys.series(range),
    queryFn: ({ signal }) => getSalesSeries(range, signal),
    placeholderData: keepPreviousData,
  });

export function useSalesSeries(range: Period) {
  return useQuery(salesSeriesQueryOptions(range));
}
