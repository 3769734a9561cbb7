import type { LanguageSetting } from '@dastarkhan/contract/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The business's default language (issue 36); English until the admin sets another. */
export function useLanguageSetting() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.languageSetting,
      queryFn: async ({ signal }) => (await unwrap(api.GET('/api/settings/language', { signal }))).language,
    }),
  );
}

/** A new default reaches each reader with who they are: /auth/me is asked again. */
export function useUpdateLanguageSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LanguageSetting) =>
      (await unwrap(api.PUT('/api/settings/language', { body }))).language,
    onSuccess: (setting) => {
      queryClient.setQueryData(queryKeys.languageSetting, setting);
      return queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
