import type { PrintSettings } from '@dastarkhan/contract/print-language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves how the slips read; receipts and kitchen tickets print from the same query (lib/print-settings.ts). */
export function useUpdatePrintSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrintSettings) => (await unwrap(api.PUT('/api/settings/print', { body }))).print,
    onSuccess: (print) => queryClient.setQueryData(queryKeys.printSettings, print),
  });
}
