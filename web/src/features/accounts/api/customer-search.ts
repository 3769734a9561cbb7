import type { Customer } from '@dastarkhan/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Customers whose name or phone matches, for picking whose account a payment goes on. */
export function useCustomerSearch(search: string) {
  const query = useQuery({
    queryKey: queryKeys.customers.list({ search, purpose: 'account' }),
    queryFn: async ({ signal }): Promise<Customer[]> =>
      (await unwrap(api.GET('/api/customers', { params: { query: { search, limit: 6 } }, signal })))
        .customers,
    enabled: search.length >= 2,
    staleTime: 30_000,
    retry: false,
  });
  return query.data ?? [];
}
