import type { AttendancePage } from '@dastarkhan/contract/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ATTENDANCE_PAGE_SIZE = 10;

/** `user` empty: every user's records (admin). */
export type AttendanceFilters = { start: string; end: string; user: string; page: number };

export function getAttendance(
  { start, end, user, page }: AttendanceFilters,
  signal?: AbortSignal,
): Promise<AttendancePage> {
  const query = { start, end, user, page, limit: ATTENDANCE_PAGE_SIZE };
  return unwrap(api.GET('/api/attendance', { params: { query }, signal }));
}

export const attendanceQueryOptions = (filters: AttendanceFilters) =>
  queryOptions({
    queryKey: queryKeys.attendance.allUsers(filters),
    queryFn: ({ signal }) => getAttendance(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendance(filters: AttendanceFilters, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(filters), enabled });
}
