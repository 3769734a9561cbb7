import { periodBounds } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

// Asia/Dhaka is UTC+6 all year: 18:00Z is local midnight. 2025-06-08 is a Sunday.
let clock = new Date('2025-06-04T03:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
});
afterAll(() => ctx.close());

// Each test marks attendance for accounts of its own, so what it lists is what it wrote.
type Who = 'admin' | 'manager' | 'staff' | { headers: { authorization: string } };
async function call(who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const { headers } = typeof who === 'string' ? await ctx.as(who) : who;
  return ctx.app.inject({ method, url, payload, headers });
}
const dates = (response: { json(): { data: { attendance: { date: string }[] } } }) =>
  response.json().data.attendance.map((record) => record.date);

describe('self check-in and check-out', () => {
  it('checks in once per business day, then checks out once', async () => {
    clock = new Date('2025-06-04T03:00:00Z');
    const staff = await ctx.newUser('staff');
    const first = await call(staff, 'POST', '/api/attendance/check-in');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.record).toMatchObject({
      user: { _id: staff.id, name: staff.name },
      date: '2025-06-04',
      status: 'present',
      checkIn: '2025-06-04T03:00:00.000Z',
      checkOut: null,
      notes: '',
    });

    clock = new Date('2025-06-04T05:00:00Z');
    const second = await call(staff, 'POST', '/api/attendance/check-in');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      status: 'fail',
      message: 'You have already checked in today.',
      code: 'alreadyCheckedIn',
    });

    clock = new Date('2025-06-04T12:00:00Z');
    const out = await call(staff, 'POST', '/api/attendance/check-out');
    expect(out.json().data.record).toMatchObject({
      checkIn: '2025-06-04T03:00:00.000Z',
      checkOut: '2025-06-04T12:00:00.000Z',
    });
    const outAgain = await call(staff, 'POST', '/api/attendance/check-out');
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json().message).toBe('You have already checked out today.');
  });

  it('refuses a check-out before any check-in on the day with 409', async () => {
    clock = new Date('2025-06-05T04:00:00Z');
    const response = await call(await ctx.newUser('staff'), 'POST', '/api/attendance/check-out');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have not checked in today. Please check in first.');
  });

  it('dates a check-in by the restaurant clock: 00:30 in Dhaka is already the next day', async () => {
    clock = new Date('2025-06-07T17:30:00Z'); // Saturday 23:30 in Dhaka
    const [late, early] = [await ctx.newUser('manager'), await ctx.newUser('staff')];
    expect((await call(late, 'POST', '/api/attendance/check-in')).json().data.record.date).toBe('2025-06-07');
    clock = new Date('2025-06-07T18:30:00Z'); // Sunday 00:30 in Dhaka, still Saturday in UTC
    expect((await call(early, 'POST', '/api/attendance/check-in')).json().data.record.date).toBe(
      '2025-06-08',
    );
  });

  it('lists only the signed-in user’s own records, optionally between two dates', async () => {
    const [staff, manager] = [await ctx.newUser('staff'), await ctx.newUser('manager')];
    for (const [who, at] of [
      [staff, '2025-06-04T03:00:00Z'],
      [manager, '2025-06-07T17:30:00Z'],
      [staff, '2025-06-07T18:30:00Z'],
    ] as const) {
      clock = new Date(at);
      expect((await call(who, 'POST', '/api/attendance/check-in')).statusCode).toBe(200);
    }
    const mine = await call(staff, 'GET', '/api/attendance/me');
    expect(dates(mine)).toEqual(['2025-06-08', '2025-06-04']);
    expect(dates(await call(staff, 'GET', '/api/attendance/me?start=2025-06-05&end=2025-06-30'))).toEqual([
      '2025-06-08',
    ]);
    expect(dates(await call(manager, 'GET', '/api/attendance/me'))).toEqual(['2025-06-07']);
  });
});

describe('admin marking and listing', () => {
  it('marks check-in then check-out for another user, creating the record', async () => {
    const staff = await ctx.newUser('staff');
    const checkIn = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
      status: 'present',
      checkIn: '2025-06-14T03:15:00.000Z',
    });
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json().data.record).toMatchObject({
      user: { _id: staff.id, name: staff.name },
      date: '2025-06-14',
      status: 'present',
      checkIn: '2025-06-14T03:15:00.000Z',
      checkOut: null,
    });
    const checkOut = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
      status: 'present',
      checkOut: '2025-06-14T11:45:00+06:00',
    });
    expect(checkOut.json().data.record).toMatchObject({
      _id: checkIn.json().data.record._id,
      checkIn: '2025-06-14T03:15:00.000Z',
      checkOut: '2025-06-14T05:45:00.000Z',
    });
  });

  it('refuses a check-out without a check-in, one before the check-in, an unknown user and non-admins', async () => {
    const staff = await ctx.newUser('staff');
    await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
      checkIn: '2025-06-14T03:15:00.000Z',
    });
    const noCheckIn = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-15',
      checkOut: '2025-06-15T10:00:00Z',
    });
    expect(noCheckIn.statusCode).toBe(409);
    expect(noCheckIn.json().message).toBe(
      `${staff.name} has not checked in on 2025-06-15. Mark the check-in first.`,
    );
    const early = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
      checkOut: '2025-06-14T01:00:00Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Check-out cannot be earlier than check-in.');
    const nobody = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: '00000000-0000-4000-8000-000000000000',
      date: '2025-06-14',
      checkIn: '2025-06-14T01:00:00Z',
    });
    expect(nobody.statusCode).toBe(404);
    const neither = await call('admin', 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
    });
    expect(neither.json().message).toBe('Give a check-in or a check-out time');

    const byStaff = await call(staff, 'PATCH', '/api/attendance/mark-status', {
      userId: staff.id,
      date: '2025-06-14',
      checkIn: '2025-06-14T01:00:00Z',
    });
    expect(byStaff.statusCode).toBe(403);
    expect((await call('manager', 'GET', '/api/attendance?start=2025-06-01&end=2025-06-30')).statusCode).toBe(
      403,
    );
  });

  it('a Sunday–Saturday week query includes its Sunday and Saturday and nothing either side', async () => {
    const staff = await ctx.newUser('staff');
    // The Saturday and the Sunday on either side of the week, and the week's own Sunday and Saturday.
    for (const date of ['2025-06-07', '2025-06-08', '2025-06-14', '2025-06-15']) {
      await call('admin', 'PATCH', '/api/attendance/mark-status', {
        userId: staff.id,
        date,
        checkIn: `${date}T03:00:00Z`,
      });
    }
    const week = periodBounds('week', 'Asia/Dhaka', new Date('2025-06-11T06:00:00Z'));
    expect([week.startDate, week.endDate]).toEqual(['2025-06-08', '2025-06-14']);
    const response = await call(
      'admin',
      'GET',
      `/api/attendance?start=${week.startDate}&end=${week.endDate}&user=${staff.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 1, limit: 10, total: 2 });
    expect(dates(response)).toEqual(['2025-06-14', '2025-06-08']);
  });

  it('filters by user and checks the dates', async () => {
    const [manager, staff] = [await ctx.newUser('manager'), await ctx.newUser('staff')];
    for (const who of [manager, staff]) {
      await call('admin', 'PATCH', '/api/attendance/mark-status', {
        userId: who.id,
        date: '2025-06-20',
        checkIn: '2025-06-20T03:00:00Z',
      });
    }
    const one = await call(
      'admin',
      'GET',
      `/api/attendance?start=2025-06-01&end=2025-06-30&user=${manager.id}`,
    );
    expect(one.json().data.attendance).toMatchObject([{ user: { _id: manager.id, name: manager.name } }]);
    const all = await call('admin', 'GET', '/api/attendance?start=2025-06-20&end=2025-06-20&limit=100');
    const users = all.json().data.attendance.map((record: { user: { _id: string } }) => record.user._id);
    expect(users).toEqual(expect.arrayContaining([manager.id, staff.id]));

    const backwards = await call('admin', 'GET', '/api/attendance?start=2025-06-30&end=2025-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End date must not be before start date');
    expect((await call('admin', 'GET', '/api/attendance?start=2025-06-01')).statusCode).toBe(400);
  });
});
