import { suppliersPageSchema } from '@dastarkhan/contract/suppliers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { i18n } from './i18n';
import { queryKeys } from './query-keys';

export type SuppliersParams = { page: number; limit: number; search: string };

/**
 * The live suppliers matching what is typed: the suppliers list pages them, and an intake's supplier box
 * suggests from them (issue 35).
 */
export const suppliersQueryOptions = (params: SuppliersParams) =>
  queryOptions({
    queryKey: queryKeys.suppliers.list(params),
    queryFn: async () => {
      const data = await unwrap(api.GET('/api/suppliers', { params: { query: params } }));
      const parsed = suppliersPageSchema.safeParse(data);
      if (!parsed.success) throw new Error(i18n.t('suppliers.loadFailed'));
      return parsed.data;
    },
    placeholderData: keepPreviousData,
  });
