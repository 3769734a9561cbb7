import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { chargeOrder } from './held-orders';

type SaveInvoice = {
  id?: string;
  body: CreateInvoiceInput;
  /** A held order being charged: its receipt is made from the order's lines (ADR 0083). */
  held?: { id: string; version: number };
  /** One per new order: a retry after a lost answer gets the first receipt back, never a second (ADR 0076). */
  idempotencyKey?: string;
};

/** POST a new receipt, or PATCH the one with `id`: the body is the same (SPEC §7). */
export async function saveInvoice({ id, body, idempotencyKey, held }: SaveInvoice): Promise<Invoice> {
  if (held) {
    const { items: _fromTheOrder, ...charge } = body;
    return chargeOrder(held.id, { ...charge, version: held.version }, idempotencyKey);
  }
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
