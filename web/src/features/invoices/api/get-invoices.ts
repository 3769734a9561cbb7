import type { InvoicesPage } from '@dastarkhan/contract/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const INVOICES_PAGE_SIZE = 10;

export type InvoicesParams = { page: number; search?: string };

export function getInvoices(params: InvoicesParams, signal?: AbortSignal): Promise<InvoicesPage> {
  return api<InvoicesPage>(withQuery('/invoices', { ...params, limit: INVOICES_PAGE_SIZE }), { signal });
}

/** Every receipt query starts with 'invoices', so a save or a delete can mark them all stale at once. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (params: InvoicesParams) => ['invoices', 'list', params] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

export const invoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(params: InvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}
