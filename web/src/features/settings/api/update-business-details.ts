import type { BusinessDetails, BusinessDetailsPatch } from '@dastarkhan/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateBusinessDetails(body: BusinessDetailsPatch): Promise<BusinessDetails> {
  return (await unwrap(api.PATCH('/api/settings/business', { body }))).business;
}

export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessDetails,
    onSuccess: (business) => queryClient.setQueryData(queryKeys.businessDetails, business),
  });
}
