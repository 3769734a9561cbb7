import type { CounterLimits } from '@dastarkhan/contract/counter-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the admin's counter limits; the counter reads them from the same query (lib/counter-limits.ts). */
export function useUpdateCounterLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CounterLimits) =>
      (await unwrap(api.PUT('/api/settings/counter-limits', { body }))).limits,
    onSuccess: (limits) => queryClient.setQueryData(queryKeys.counterLimits, limits),
  });
}

/** Whether the signed-in admin has an approval PIN (ADR 0142). */
export function useApprovalPin() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.approvalPin,
      queryFn: async ({ signal }) => (await unwrap(api.GET('/api/settings/approval-pin', { signal }))).pinSet,
    }),
  );
}

/** Sets the admin's own PIN, with their password. */
export function useSetApprovalPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { pin: string; password: string }) =>
      (await unwrap(api.PUT('/api/settings/approval-pin', { body }))).pinSet,
    onSuccess: (pinSet) => queryClient.setQueryData(queryKeys.approvalPin, pinSet),
  });
}
