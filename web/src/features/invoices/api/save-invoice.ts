import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST a new receipt, or PATCH the one with `id`: the body is the same (SPEC §7). */
export async function saveInvoice({ id, body }: { id?: string; body: CreateInvoiceInput }): Promise<Invoice> {
  const saved = id
    ? api.PATCH('/api/invoices/{id}', { params: { path: { id } }, body })
    : api.POST('/api/invoices', { body });
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
