import type { CostsPage } from '@dastarkhan/contract/costs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { costPeriodRange, type CostPeriod } from '../cost-periods';

export const COSTS_PAGE_SIZE = 10;

export type CostsRequest = { startDate: string; endDate: string; page: number; limit: number };

export function getCosts(request: CostsRequest): Promise<CostsPage> {
  const { startDate, endDate, page, limit } = request;
  return unwrap(api.GET('/api/costs', { params: { query: { startDate, endDate, page, limit } } }));
}

export const costsQueryOptions = (request: CostsRequest) =>
  queryOptions({
    queryKey: queryKeys.costs.list(request),
    queryFn: () => getCosts(request),
    placeholderData: keepPreviousData,
  });

/** One page of the period's costs and the period's total amount. */
export function useCosts(period: CostPeriod, page: number) {
  return useQuery(costsQueryOptions({ ...costPeriodRange(period), page, limit: COSTS_PAGE_SIZE }));
}

/** Only the period's total (a one-row page): for the summary tiles. */
export function useCostsTotal(period: CostPeriod) {
  return useQuery({
    ...costsQueryOptions({ ...costPeriodRange(period), page: 1, limit: 1 }),
    select: (data) => data.totalAmount,
  });
}
