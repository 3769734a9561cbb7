import type { InvoicesPage } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server voids the receipt with the reason given (ADR 0155): gone for clients, kept in the books. */
export async function deleteInvoice({ id, reason }: { id: string; reason: string }): Promise<void> {
  await unwrap(api.DELETE('/api/invoices/{id}', { params: { path: { id } }, body: { reason } }));
}

/**
 * SPEC §4: the row leaves the list first, then the server is called. Afterwards every list and the
 * dashboard figures reload from the server, so a failed delete shows the receipt again.
 */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.invoices.lists });
      queryClient.setQueriesData<InvoicesPage>({ queryKey: queryKeys.invoices.lists }, (page) =>
        page
          ? {
              ...page,
              invoices: page.invoices.filter((invoice) => invoice._id !== id),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
    },
    onSettled: (_data, _error, { id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.invoices.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
}
