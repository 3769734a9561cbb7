import type { AttendanceRecord, MarkStatusInput } from '@dastarkhan/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The admin's marking: present, with the current time as check-in or check-out (SPEC §4). */
export async function markAttendance(body: MarkStatusInput): Promise<AttendanceRecord> {
  return (await unwrap(api.PATCH('/api/attendance/mark-status', { body }))).record;
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
  });
}
