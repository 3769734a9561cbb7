import type { AttendanceRecord } from '@dastarkhan/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SelfAction = 'check-in' | 'check-out';

/** A signed-in user's own check-in or check-out, stamped by the server's clock. */
export async function checkSelf(action: SelfAction): Promise<AttendanceRecord> {
  return (await unwrap(api.POST(`/api/attendance/${action}`))).record;
}

export function useCheckSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSelf,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
  });
}
