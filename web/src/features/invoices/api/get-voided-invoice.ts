import type { VoidedInvoiceResponse } from '@dastarkhan/contract/voids';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A voided receipt as it was, with who voided it, when and why (admin; ADR 0156). */
export async function getVoidedInvoice(id: string, signal?: AbortSignal): Promise<VoidedInvoiceResponse> {
  return unwrap(api.GET('/api/invoices/{id}/void', { params: { path: { id } }, signal }));
}

export const voidedInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.voided(id),
    queryFn: ({ signal }) => getVoidedInvoice(id, signal),
  });

export function useVoidedInvoice(id: string) {
  return useQuery(voidedInvoiceQueryOptions(id));
}
