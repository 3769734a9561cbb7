import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteCustomer(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/customers/{id}', { params: { path: { id } } }));
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
