import type { Customer, CustomerBody } from '@dastarkhan/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

export async function createCustomer(body: CustomerBody): Promise<Customer> {
  return (await api<{ customer: Customer }>('/customers', { method: 'POST', body })).customer;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
