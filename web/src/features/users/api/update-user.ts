import type { User } from '@dastarkhan/contract/auth';
import type { UserPatch } from '@dastarkhan/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateUser({ id, patch }: { id: string; patch: UserPatch }): Promise<User> {
  return (await unwrap(api.PATCH('/api/users/{id}', { params: { path: { id } }, body: patch }))).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: async () => {
      // The signed-in admin may have changed their own role: reload it so the guard and sidebar follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
