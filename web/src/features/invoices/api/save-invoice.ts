import type { Invoice } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { ChargeReceipt, ReceiptSave } from '../../../lib/counter-order';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST a new receipt, or PATCH the one with `id`: the body is the same (SPEC §7). A new order's idempotency key
 * makes a retry after a lost answer get the first receipt back, never a second (ADR 0076).
 */
export async function saveInvoice({ id, body, idempotencyKey }: ReceiptSave): Promise<Invoice> {
  const saved = id
    ? api.PATCH('/api/invoices/{id}', { params: { path: { id } }, body })
    : api.POST('/api/invoices', {
        params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined },
        body,
      });
  return (await unwrap(saved)).invoice;
}

/** Saves a receipt with `save` (the receipts API unless told otherwise), and refreshes what a sale changes. */
export function useSaveInvoice(save: ChargeReceipt = saveInvoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoices.detail(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists });
      // Sales figures and customers' receipt counts change with every receipt.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
}
