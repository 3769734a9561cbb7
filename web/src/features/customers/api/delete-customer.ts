import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

export async function deleteCustomer(id: string): Promise<void> {
  await api<null>(`/customers/${id}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
