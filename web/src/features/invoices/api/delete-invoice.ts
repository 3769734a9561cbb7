import type { InvoicesPage } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './get-invoices';

export async function deleteInvoice(id: string): Promise<void> {
  await api<null>(`/invoices/${id}`, { method: 'DELETE' });
}

/**
 * SPEC §4: the row leaves the list first, then the server is called. Afterwards every list and the
 * dashboard figures reload from the server, so a failed delete shows the receipt again.
 */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: invoiceKeys.lists });
      queryClient.setQueriesData<InvoicesPage>({ queryKey: invoiceKeys.lists }, (page) =>
        page
          ? {
              ...page,
              invoices: page.invoices.filter((invoice) => invoice._id !== id),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
    },
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
