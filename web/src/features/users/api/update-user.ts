import type { User } from '@dastarkhan/contract/auth';
import type { UserPatch } from '@dastarkhan/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { usersQueryKey } from './get-users';

export async function updateUser({ id, patch }: { id: string; patch: UserPatch }): Promise<User> {
  return (await api<{ user: User }>(`/users/${id}`, { method: 'PATCH', body: patch })).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: async () => {
      // The signed-in admin may have changed their own role: reload it so the guard and sidebar follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
