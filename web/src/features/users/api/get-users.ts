import { usersPageSchema, type UsersPage } from '@dastarkhan/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const PAGE_SIZE = 10;

export type UsersParams = { page: number; search: string };

/** Checked against the contract too: a wrong shape gets the spec's own message (SPEC §8). */
export async function getUsers({ page, search }: UsersParams): Promise<UsersPage> {
  const data = await unwrap(api.GET('/api/users', { params: { query: { page, limit: PAGE_SIZE, search } } }));
  const parsed = usersPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(i18n.t('users.unexpectedData'));
  return parsed.data;
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
