import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type SaveInvoice = {
  id?: string;
  body: CreateInvoiceInput;
  /** One per new order: a retry after a lost answer gets the first receipt back, never a second (ADR 0076). */
  idempotencyKey?: string;
};

/** POST a new receipt, or PATCH the one with `id`: the body is the same (SPEC §7). */
export async function saveInvoice({ id, body, idempotencyKey }: SaveInvoice): Promise<Invoice> {
  const saved = id
    ? api.PATCH('/api/invoices/{id}', { params: { path: { id } }, body })
    : api.POST('/api/invoices', {
        params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined },
        body,
      });
  return (await unwrap(saved)).invoice;
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoices.detail(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists });
      // Sales figures and customers' receipt counts change with every receipt.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
}
