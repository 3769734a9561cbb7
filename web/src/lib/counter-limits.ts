import type { CounterLimits } from '@dastarkhan/contract/counter-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/** The admin's discount limits and void rule: the counter shows them, Settings edits them (ADR 0141). */
export const counterLimitsQuery = queryOptions({
  queryKey: queryKeys.counterLimits,
  queryFn: async ({ signal }): Promise<CounterLimits> =>
    (await unwrap(api.GET('/api/settings/counter-limits', { signal }))).limits,
});

export const useCounterLimits = () => useQuery(counterLimitsQuery);
