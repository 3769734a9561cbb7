import type { Customer } from '@dastarkhan/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCustomer(id: string): Promise<Customer> {
  return (await unwrap(api.GET('/api/customers/{id}', { params: { path: { id } } }))).customer;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: () => getCustomer(id),
    // The form is filled once from this; a background refetch must not overwrite what is being typed.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });

export function useCustomer(id: string | undefined) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
