import { customersPageSchema, type CustomersPage } from '@dastarkhan/contract/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const PAGE_SIZE = 10;

export type CustomersParams = { page: number; search: string };

/** Checked against the contract too: a wrong shape shows the spec's load failure, not a crash further down. */
export async function getCustomers({ page, search }: CustomersParams): Promise<CustomersPage> {
  const data = await unwrap(
    api.GET('/api/customers', { params: { query: { page, limit: PAGE_SIZE, search } } }),
  );
  const parsed = customersPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(i18n.t('customers.loadFailed'));
  return parsed.data;
}

export const customersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: queryKeys.customers.list(params),
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomersParams) {
  return useQuery(customersQueryOptions(params));
}
