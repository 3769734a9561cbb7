import type { Invoice } from '@dastarkhan/contract/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return (await unwrap(api.GET('/api/invoices/{id}', { params: { path: { id } }, signal }))).invoice;
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.invoices.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: Boolean(id) });
}
