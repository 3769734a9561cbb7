import type { AttendancePage, AttendanceRecord, MarkStatusBody } from '@dastarkhan/contract/attendance';
import type { PageQuery } from '@dastarkhan/contract/common';
import { businessDay } from '@dastarkhan/contract/periods';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attendance, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toIso } from '../../lib/reply';
import { readPage } from '../../lib/sql';

type Row = { record: typeof attendance.$inferSelect; userName: string };

function toRecordJson({ record, userName }: Row): AttendanceRecord {
  return {
    _id: record.id,
    user: { _id: record.userId, name: userName },
    date: record.date,
    status: record.status,
    checkIn: toIso(record.checkIn),
    checkOut: toIso(record.checkOut),
    notes: record.notes,
  };
}

function selectRecords(db: Executor) {
  return db
    .select({ record: attendance, userName: users.name })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId));
}

async function recordById(db: Executor, id: string): Promise<AttendanceRecord> {
  const [row] = await selectRecords(db).where(eq(attendance.id, id));
  if (!row) throw notFound('Attendance record');
  return toRecordJson(row);
}

/** A user's record of a business day as the API shows it, locked; null when there is none yet. */
export async function lockedRecordOf(
  tx: Executor,
  userId: string,
  date: string,
): Promise<AttendanceRecord | null> {
  const [row] = await selectRecords(tx)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
    .for('update', { of: attendance });
  return row ? toRecordJson(row) : null;
}

export type RecordFilter = { userId?: string; start?: string; end?: string };

/** Newest business day first, then by name, so a week reads top-down like a register. */
export async function listAttendance(
  db: Executor,
  filter: RecordFilter,
  page: PageQuery,
): Promise<AttendancePage> {
  const where: SQL | undefined = and(
    filter.userId ? eq(attendance.userId, filter.userId) : undefined,
    filter.start ? gte(attendance.date, filter.start) : undefined,
    filter.end ? lte(attendance.date, filter.end) : undefined,
  );
  const order = [desc(attendance.date), sql`lower(${users.name})`, asc(attendance.id)];
  const { rows, total } = await readPage(
    page,
    async () => ({ total: await db.$count(attendance, where) }),
    ({ limit, offset }) =>
      selectRecords(db)
        .where(
          inArray(
            attendance.id,
            db
              .select({ id: attendance.id })
              .from(attendance)
              .innerJoin(users, eq(users.id, attendance.userId))
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
  );
  return { attendance: rows.map(toRecordJson), page: page.page, limit: page.limit, total };
}

/** One record per user per business day (restaurant time zone); a second check-in is refused. */
export async function checkIn(db: Executor, userId: string, now: Date, timeZone: string) {
  const [row] = await db
    .insert(attendance)
    .values({ userId, date: businessDay(now, timeZone), status: 'present', checkIn: now })
    .onConflictDoUpdate({
      target: [attendance.userId, attendance.date],
      set: { checkIn: now, status: 'present' },
      // A record without a check-in (e.g. marked absent) may still be checked into; one with a check-in not.
      setWhere: sql`${attendance.checkIn} is null`,
    })
    .returning({ id: attendance.id });
  if (!row) throw conflict('You have already checked in today.');
  return recordById(db, row.id);
}

/** Closes today's record; refused before a check-in and after a check-out. */
export async function checkOut(db: Executor, userId: string, now: Date, timeZone: string) {
  const date = businessDay(now, timeZone);
  const today = and(eq(attendance.userId, userId), eq(attendance.date, date));
  const [row] = await db
    .update(attendance)
    .set({ checkOut: now })
    .where(and(today, sql`${attendance.checkIn} is not null`, sql`${attendance.checkOut} is null`))
    .returning({ id: attendance.id });
  if (row) return recordById(db, row.id);
  const [existing] = await db.select().from(attendance).where(today);
  if (!existing?.checkIn) throw conflict('You have not checked in today. Please check in first.');
  throw conflict('You have already checked out today.');
}

/** The admin's marking: sets the record of (user, date) to present with the given time(s), creating it if needed. */
export async function markStatus(db: Executor, body: MarkStatusBody) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, body.userId));
    if (!user) throw notFound('User');
    const [existing] = await tx
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, body.userId), eq(attendance.date, body.date)))
      .for('update');
    const checkInAt = body.checkIn ? new Date(body.checkIn) : (existing?.checkIn ?? null);
    const checkOutAt = body.checkOut ? new Date(body.checkOut) : (existing?.checkOut ?? null);
    if (checkOutAt && !checkInAt)
      throw conflict(`${user.name} has not checked in on ${body.date}. Mark the check-in first.`);
    if (checkInAt && checkOutAt && checkOutAt < checkInAt)
      throw badRequest('Check-out cannot be earlier than check-in.');
    const values = {
      status: body.status,
      checkIn: checkInAt,
      checkOut: checkOutAt,
      ...(body.notes === undefined ? {} : { notes: body.notes }),
    };
    const [row] = await tx
      .insert(attendance)
      .values({ userId: body.userId, date: body.date, ...values })
      .onConflictDoUpdate({ target: [attendance.userId, attendance.date], set: values })
      .returning({ id: attendance.id });
    if (!row) throw new Error('upsert returned no row');
    return recordById(tx, row.id);
  });
}
