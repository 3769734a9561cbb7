import type { PrintSettings } from '@dastarkhan/contract/print-language';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/** The receipt's language and digits and the kitchen ticket's names (issue 36): slips print by them, Settings edits them. */
export const printSettingsQuery = queryOptions({
  queryKey: queryKeys.printSettings,
  queryFn: async ({ signal }): Promise<PrintSettings> =>
    (await unwrap(api.GET('/api/settings/print', { signal }))).print,
});

export const usePrintSettings = () => useQuery(printSettingsQuery);
