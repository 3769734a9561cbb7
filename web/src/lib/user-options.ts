import type { Role } from '@dastarkhan/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

export type UserOption = { _id: string; name: string; role: Role };

/**
 * Everyone an admin picks from (whom to mark present, whose changes to show in the audit trail), alphabetically:
 * the largest page the users API serves (100).
 */
export async function getUserOptions(signal?: AbortSignal): Promise<UserOption[]> {
  const page = await unwrap(api.GET('/api/users', { params: { query: { page: 1, limit: 100 } }, signal }));
  return page.users
    .map(({ _id, name, role }) => ({ _id, name, role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const userOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userOptions,
    queryFn: ({ signal }) => getUserOptions(signal),
    staleTime: 60_000,
  });

export function useUserOptions(enabled: boolean) {
  return useQuery({ ...userOptionsQueryOptions(), enabled });
}
