import type { AttendanceRecord, MarkStatusInput } from '@dastarkhan/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './get-attendance';

/** The admin's marking: present, with the current time as check-in or check-out (SPEC §4). */
export async function markAttendance(body: MarkStatusInput): Promise<AttendanceRecord> {
  return (await api<{ record: AttendanceRecord }>('/attendance/mark-status', { method: 'PATCH', body }))
    .record;
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
