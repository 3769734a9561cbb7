import type { VatSettings } from '@dastarkhan/contract/vat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/** The BIN, tax rates and service charge: the counter computes VAT with them, Settings edits them (issue 34). */
export const vatSettingsQuery = queryOptions({
  queryKey: queryKeys.vatSettings,
  queryFn: async ({ signal }): Promise<VatSettings> =>
    (await unwrap(api.GET('/api/settings/vat', { signal }))).vat,
});

export const useVatSettings = () => useQuery(vatSettingsQuery);
