import type { InvoicesPage } from '@dastarkhan/contract/invoices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { useEagerQuery } from '../../../lib/eager-query';
import { queryKeys } from '../../../lib/query-keys';

export const INVOICES_PAGE_SIZE = 10;

export type InvoicesParams = { page: number; search?: string };

export function getInvoices({ page, search }: InvoicesParams, signal?: AbortSignal): Promise<InvoicesPage> {
  const query = { page, search, limit: INVOICES_PAGE_SIZE };
  return unwrap(api.GET('/api/invoices', { params: { query }, signal }));
}

export const invoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({
    queryKey: queryKeys.invoices.list(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(params: InvoicesParams) {
  return useEagerQuery(invoicesQueryOptions(params));
}
