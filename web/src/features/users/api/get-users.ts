import { usersPageSchema, type UsersPage } from '@dastarkhan/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const PAGE_SIZE = 10;
export const UNEXPECTED_USERS_DATA = 'Received unexpected data format from server';

export type UsersParams = { page: number; search: string };

export async function getUsers({ page, search }: UsersParams): Promise<UsersPage> {
  const data = await api<unknown>(withQuery('/users', { page, limit: PAGE_SIZE, search }));
  const parsed = usersPageSchema.safeParse(data);
  if (!parsed.success) throw new Error(UNEXPECTED_USERS_DATA);
  return parsed.data;
}

export const usersQueryKey = ['users'] as const;

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
