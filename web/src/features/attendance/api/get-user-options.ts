import type { UsersPage } from '@dastarkhan/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export type UserOption = { _id: string; name: string; role: string };

/** The people an admin can mark, alphabetically: the largest page the users API serves (100). */
export async function getUserOptions(signal?: AbortSignal): Promise<UserOption[]> {
  const page = await api<UsersPage>(withQuery('/users', { page: 1, limit: 100 }), { signal });
  return page.users
    .map(({ _id, name, role }) => ({ _id, name, role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const userOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['attendance-user-options'] as const,
    queryFn: ({ signal }) => getUserOptions(signal),
    staleTime: 60_000,
  });

export function useUserOptions(enabled: boolean) {
  return useQuery({ ...userOptionsQueryOptions(), enabled });
}
