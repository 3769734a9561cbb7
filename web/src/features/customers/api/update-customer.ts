import type { Customer, CustomerBody } from '@dastarkhan/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

export async function updateCustomer({ id, body }: { id: string; body: CustomerBody }): Promise<Customer> {
  return (await api<{ customer: Customer }>(`/customers/${id}`, { method: 'PATCH', body })).customer;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
