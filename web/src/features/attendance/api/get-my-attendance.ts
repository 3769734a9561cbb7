import type { AttendancePage } from '@dastarkhan/contract/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ATTENDANCE_PAGE_SIZE, type AttendanceFilters } from './get-attendance';

export type MyAttendanceFilters = Omit<AttendanceFilters, 'user'>;

/** The signed-in user's own records (SPEC §6: a non-admin loads only their own). */
export function getMyAttendance(
  { start, end, page }: MyAttendanceFilters,
  signal?: AbortSignal,
): Promise<AttendancePage> {
  const query = { start, end, page, limit: ATTENDANCE_PAGE_SIZE };
  return unwrap(api.GET('/api/attendance/me', { params: { query }, signal }));
}

export const myAttendanceQueryOptions = (filters: MyAttendanceFilters) =>
  queryOptions({
    queryKey: queryKeys.attendance.mine(filters),
    queryFn: ({ signal }) => getMyAttendance(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useMyAttendance(filters: MyAttendanceFilters, enabled: boolean) {
  return useQuery({ ...myAttendanceQueryOptions(filters), enabled });
}
