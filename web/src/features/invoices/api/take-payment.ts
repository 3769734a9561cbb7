import type { Invoice } from '@dastarkhan/contract/invoices';
import type { PaymentInput } from '@dastarkhan/contract/tenders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type TakePayment = { id: string; payment: PaymentInput; idempotencyKey: string };

/** Money received later on a due receipt: one more payment row (POST /invoices/:id/payments). */
export function useTakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payment, idempotencyKey }: TakePayment): Promise<Invoice> =>
      (
        await unwrap(
          api.POST('/api/invoices/{id}/payments', {
            params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
            body: { payments: [payment] },
          }),
        )
      ).invoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoices.detail(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
