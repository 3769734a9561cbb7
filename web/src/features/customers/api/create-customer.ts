import type { Customer, CustomerBody } from '@dastarkhan/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createCustomer(body: CustomerBody): Promise<Customer> {
  return (await unwrap(api.POST('/api/customers', { body }))).customer;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
