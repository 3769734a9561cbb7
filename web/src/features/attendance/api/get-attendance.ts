import type { AttendancePage } from '@dastarkhan/contract/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

export const ATTENDANCE_PAGE_SIZE = 10;

/** `user` empty: every user's records (admin). */
export type AttendanceFilters = { start: string; end: string; user: string; page: number };

export function getAttendance(filters: AttendanceFilters, signal?: AbortSignal): Promise<AttendancePage> {
  return api<AttendancePage>(withQuery('/attendance', { ...filters, limit: ATTENDANCE_PAGE_SIZE }), {
    signal,
  });
}

export const attendanceKeys = {
  all: ['attendance'] as const,
  list: (filters: AttendanceFilters) => ['attendance', 'all-users', filters] as const,
  mine: (filters: Omit<AttendanceFilters, 'user'>) => ['attendance', 'me', filters] as const,
};

export const attendanceQueryOptions = (filters: AttendanceFilters) =>
  queryOptions({
    queryKey: attendanceKeys.list(filters),
    queryFn: ({ signal }) => getAttendance(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendance(filters: AttendanceFilters, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(filters), enabled });
}
