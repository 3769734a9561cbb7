import type { BusinessDetails } from '@dastarkhan/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/** The restaurant's details printed on new receipts (GET /settings/business): read by the receipt form, edited in Settings. */
export async function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetails> {
  return (await unwrap(api.GET('/api/settings/business', { signal }))).business;
}

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.businessDetails,
    queryFn: ({ signal }) => getBusinessDetails(signal),
    staleTime: 5 * 60_000,
  });

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
