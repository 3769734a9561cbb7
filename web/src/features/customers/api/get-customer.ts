import type { Customer } from '@dastarkhan/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

export async function getCustomer(id: string): Promise<Customer> {
  return (await api<{ customer: Customer }>(`/customers/${id}`)).customer;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'one', id],
    queryFn: () => getCustomer(id),
    // The form is filled once from this; a background refetch must not overwrite what is being typed.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });

export function useCustomer(id: string | undefined) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
