import type { AttendancePage } from '@dastarkhan/contract/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { ATTENDANCE_PAGE_SIZE, attendanceKeys, type AttendanceFilters } from './get-attendance';

export type MyAttendanceFilters = Omit<AttendanceFilters, 'user'>;

/** The signed-in user's own records (SPEC §6: a non-admin loads only their own). */
export function getMyAttendance(filters: MyAttendanceFilters, signal?: AbortSignal): Promise<AttendancePage> {
  return api<AttendancePage>(withQuery('/attendance/me', { ...filters, limit: ATTENDANCE_PAGE_SIZE }), {
    signal,
  });
}

export const myAttendanceQueryOptions = (filters: MyAttendanceFilters) =>
  queryOptions({
    queryKey: attendanceKeys.mine(filters),
    queryFn: ({ signal }) => getMyAttendance(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useMyAttendance(filters: MyAttendanceFilters, enabled: boolean) {
  return useQuery({ ...myAttendanceQueryOptions(filters), enabled });
}
