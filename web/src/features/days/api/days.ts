import type {
  CloseDayInput,
  CloseLimit,
  DrawerMovementInput,
  OpeningFloatInput,
} from '@dastarkhan/contract/days';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The day's queries, here rather than in lib/query-keys.ts: only the day's chunks ask them, so the counter's
 * first download does not carry them (its asset budget).
 */
const dayKeys = {
  all: ['days'] as const,
  x: (day: string | undefined) => ['days', 'x', day ?? 'today'] as const,
  drawer: (day: string | undefined) => ['days', 'drawer', day ?? 'today'] as const,
  z: (number: number) => ['days', 'z', number] as const,
  list: (from: string, to: string) => ['days', 'list', from, to] as const,
  closeLimit: ['days', 'close-limit'] as const,
  suppliers: ['days', 'suppliers'] as const,
};

/** The X report of a business day (the server's today when none is named): every figure of the drawer. */
export function useXReport(day?: string) {
  return useQuery({
    queryKey: dayKeys.x(day),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/days/x-report', { params: { query: day ? { day } : {} }, signal })),
  });
}

export function useDrawerMovements(day?: string) {
  return useQuery({
    queryKey: dayKeys.drawer(day),
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
      queryClient.invalidateQueries({ queryKey: dayKeys.all }),
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

/** Stock items whose supplier is owed money: what a pay-out may pay. */
export function useSupplierDues(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: dayKeys.suppliers,
    queryFn: ({ signal }) => unwrap(api.GET('/api/days/suppliers', { signal })),
    select: (data) => data.suppliers,
  });
}

/** Sets today's opening float by hand, with why. */
export function useSetOpeningFloat() {
  const invalidate = useDaysInvalidation();
  return useMutation({
    mutationFn: (body: OpeningFloatInput) => unwrap(api.POST('/api/days/opening-float', { body })),
    onSuccess: invalidate,
  });
}

/** Voids a pay-in or pay-out by an appended row, with why; a pay-out's cost goes with it. */
export function useVoidMovement() {
  const invalidate = useDaysInvalidation();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/api/days/drawer/{id}/void', { params: { path: { id } }, body: { reason } })),
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
    queryKey: dayKeys.z(number),
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
    queryKey: dayKeys.list(from, to),
    queryFn: ({ signal }) => unwrap(api.GET('/api/days', { params: { query: { from, to } }, signal })),
    select: (data) => data.days,
  });
}

export function useCloseLimit() {
  return useQuery({
    queryKey: dayKeys.closeLimit,
    queryFn: ({ signal }) => unwrap(api.GET('/api/settings/day-close', { signal })),
  });
}

export function useSaveCloseLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseLimit) => unwrap(api.PUT('/api/settings/day-close', { body })),
    onSuccess: (saved) => queryClient.setQueryData(dayKeys.closeLimit, saved),
  });
}
