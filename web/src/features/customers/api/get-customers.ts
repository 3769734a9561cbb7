import { customersPageSchema, type CustomersPage } from '@dastarkhan/contract/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const PAGE_SIZE = 10;
export const CUSTOMERS_LOAD_FAILED = 'Failed to load customers';

export type CustomersParams = { page: number; search: string };

export async function getCustomers({ page, search }: CustomersParams): Promise<CustomersPage> {
  const data = await api<unknown>(withQuery('/customers', { page, limit: PAGE_SIZE, search }));
  const parsed = customersPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(CUSTOMERS_LOAD_FAILED);
  return parsed.data;
}

export const customersQueryKey = ['customers'] as const;

export const customersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'list', params],
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomersParams) {
  return useQuery(customersQueryOptions(params));
}
