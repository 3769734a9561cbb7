import type { BusinessDetails, BusinessDetailsPatch } from '@dastarkhan/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { businessDetailsQueryOptions } from '../../../lib/business-details';

export async function updateBusinessDetails(body: BusinessDetailsPatch): Promise<BusinessDetails> {
  return (await api<{ business: BusinessDetails }>('/settings/business', { method: 'PATCH', body })).business;
}

export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessDetails,
    onSuccess: (business) => queryClient.setQueryData(businessDetailsQueryOptions().queryKey, business),
  });
}
