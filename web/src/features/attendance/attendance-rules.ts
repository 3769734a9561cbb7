import type { AttendanceRecord } from '@dastarkhan/contract/attendance';
import { businessDay, periodBounds, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';

export const ATTENDANCE_PERIODS = ['today', 'week', 'month'] as const;
export type AttendancePeriod = (typeof ATTENDANCE_PERIODS)[number];

export const isAttendancePeriod = (value: string | null): value is AttendancePeriod =>
  ATTENDANCE_PERIODS.some((period) => period === value);

export function todayInRestaurant(now: Date = new Date()): string {
  return businessDay(now, RESTAURANT_TIME_ZONE);
}

/**
 * The business days the table shows: the picked day, its Sunday–Saturday week or its month, computed by
 * the same function as every other period in the product (SPEC §9).
 */
export function attendanceRange(date: string, period: AttendancePeriod): { start: string; end: string } {
  const bounds = periodBounds(period, RESTAURANT_TIME_ZONE, startOfBusinessDay(date, RESTAURANT_TIME_ZONE));
  return { start: bounds.startDate, end: bounds.endDate };
}

export type AttendanceButtons = { checkIn: boolean; checkOut: boolean; needsUser: boolean };

/**
 * SPEC §4/§5: with no user selected (admin) both buttons are off; otherwise Check In is on until a
 * check-in exists, and Check Out only between a check-in and a check-out.
 */
export function attendanceButtons(
  record: Pick<AttendanceRecord, 'checkIn' | 'checkOut'> | undefined,
  userSelected: boolean,
): AttendanceButtons {
  if (!userSelected) return { checkIn: false, checkOut: false, needsUser: true };
  return {
    checkIn: !record?.checkIn,
    checkOut: Boolean(record?.checkIn) && !record?.checkOut,
    needsUser: false,
  };
}
