import type { VatSettings } from '@dastarkhan/contract/vat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the BIN, the rates and the service charge; the counter reads them from the same query (lib/vat-settings.ts). */
export function useUpdateVatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VatSettings) => (await unwrap(api.PUT('/api/settings/vat', { body }))).vat,
    onSuccess: (vat) => queryClient.setQueryData(queryKeys.vatSettings, vat),
  });
}
