import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './get-invoices';

/** POST a new receipt, or PATCH the one with `id`: the body is the same (SPEC §7). */
export async function saveInvoice({ id, body }: { id?: string; body: CreateInvoiceInput }): Promise<Invoice> {
  const path = id ? `/invoices/${id}` : '/invoices';
  return (await api<{ invoice: Invoice }>(path, { method: id ? 'PATCH' : 'POST', body })).invoice;
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists });
      // Sales figures and customers' receipt counts change with every receipt.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
