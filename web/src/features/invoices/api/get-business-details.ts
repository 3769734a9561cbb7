import type { BusinessDetails } from '@dastarkhan/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The restaurant's details the server prints on new receipts (GET /settings/business). */
export async function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetails> {
  return (await api<{ business: BusinessDetails }>('/settings/business', { signal })).business;
}

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'business'] as const,
    queryFn: ({ signal }) => getBusinessDetails(signal),
    staleTime: 5 * 60_000,
  });

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
