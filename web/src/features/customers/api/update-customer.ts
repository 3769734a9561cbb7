import type { Customer, CustomerBody } from '@dastarkhan/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateCustomer({ id, body }: { id: string; body: CustomerBody }): Promise<Customer> {
  return (await unwrap(api.PATCH('/api/customers/{id}', { params: { path: { id } }, body }))).customer;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
