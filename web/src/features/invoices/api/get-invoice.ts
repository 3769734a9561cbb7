import type { Invoice } from '@dastarkhan/contract/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './get-invoices';

export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return (await api<{ invoice: Invoice }>(`/invoices/${id}`, { signal })).invoice;
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: Boolean(id) });
}
