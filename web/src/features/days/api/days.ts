import type { CloseDayInput, CloseLimit, DrawerMovementInput } from '@dastarkhan/contract/days';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The X report of a business day (the server's today when none is named): every figure of the drawer. */
export function useXReport(day?: string) {
  return useQuery({
    queryKey: queryKeys.days.x(day),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/days/x-report', { params: { query: day ? { day } : {} }, signal })),
  });
}

export function useDrawerMovements(day?: string) {
  return useQuery({
    queryKey: queryKeys.days.drawer(day),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/days/drawer', { params: { query: day ? { day } : {} }, signal })),
    select: (data) => data.movements,
  });
}

/** What a close or a pay-in changes: the X report, the drawer, the days' list; a pay-out, the costs too. */
function useDaysInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.days.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.costs.all }),
    ]);
}

export function useAddMovement() {
  const invalidate = useDaysInvalidation();
  return useMutation({
    mutationFn: (body: DrawerMovementInput) => unwrap(api.POST('/api/days/drawer', { body })),
    onSuccess: invalidate,
  });
}

export function useCloseDay() {
  const invalidate = useDaysInvalidation();
  return useMutation({
    mutationFn: (body: CloseDayInput) => unwrap(api.POST('/api/days/close', { body })),
    onSuccess: invalidate,
  });
}

export function useZReport(number: number) {
  return useQuery({
    queryKey: queryKeys.days.z(number),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/days/z/{number}', { params: { path: { number } }, signal })),
  });
}

export function useReopenDay() {
  const invalidate = useDaysInvalidation();
  return useMutation({
    mutationFn: ({ day, reason }: { day: string; reason: string }) =>
      unwrap(api.POST('/api/days/{day}/reopen', { params: { path: { day } }, body: { reason } })),
    onSuccess: invalidate,
  });
}

/** Each day of the range, newest first: closed (its Z and cash difference) or not. */
export function useDayStatuses(from: string, to: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.days.list(from, to),
    queryFn: ({ signal }) => unwrap(api.GET('/api/days', { params: { query: { from, to } }, signal })),
    select: (data) => data.days,
  });
}

export function useCloseLimit() {
  return useQuery({
    queryKey: queryKeys.days.closeLimit,
    queryFn: ({ signal }) => unwrap(api.GET('/api/settings/day-close', { signal })),
  });
}

export function useSaveCloseLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseLimit) => unwrap(api.PUT('/api/settings/day-close', { body })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.days.closeLimit, saved),
  });
}
