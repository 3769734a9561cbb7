import { describe, expect, it } from 'vitest';
import { attendanceButtons, attendanceRange, todayInRestaurant } from './attendance-rules';

describe('attendanceRange', () => {
  it('maps the picked day to itself, its Sunday–Saturday week and its month', () => {
    expect(attendanceRange('2025-06-07', 'today')).toEqual({ start: '2025-06-07', end: '2025-06-07' });
    // A Saturday closes its week; the next day (Sunday) opens a new one.
    expect(attendanceRange('2025-06-07', 'week')).toEqual({ start: '2025-06-01', end: '2025-06-07' });
    expect(attendanceRange('2025-06-08', 'week')).toEqual({ start: '2025-06-08', end: '2025-06-14' });
    expect(attendanceRange('2024-02-10', 'month')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('takes today from the Dhaka clock, not UTC', () => {
    expect(todayInRestaurant(new Date('2025-06-07T18:30:00Z'))).toBe('2025-06-08');
  });
});

describe('attendanceButtons', () => {
  it('keeps both buttons off until a user is selected', () => {
    expect(attendanceButtons(undefined, false)).toEqual({ checkIn: false, checkOut: false, needsUser: true });
  });

  it('walks not checked in → checked in → checked out', () => {
    expect(attendanceButtons(undefined, true)).toMatchObject({ checkIn: true, checkOut: false });
    const checkedIn = { checkIn: '2025-06-07T03:00:00Z', checkOut: null };
    expect(attendanceButtons(checkedIn, true)).toMatchObject({ checkIn: false, checkOut: true });
    const checkedOut = { ...checkedIn, checkOut: '2025-06-07T12:00:00Z' };
    expect(attendanceButtons(checkedOut, true)).toMatchObject({ checkIn: false, checkOut: false });
  });
});
