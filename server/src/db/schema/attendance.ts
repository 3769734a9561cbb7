import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES } from '@dastarkhan/contract/attendance';
import { createdAt, oneOf, primaryId } from './columns';
import { users } from './users';

export const attendance = pgTable(
  'attendance',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business day in the restaurant's time zone. */
    date: date('date').notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull().default('present'),
    checkIn: timestamp('check_in', { withTimezone: true }),
    checkOut: timestamp('check_out', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_user_date_unique').on(t.userId, t.date),
    index('attendance_date_idx').on(t.date),
    check('attendance_status_check', oneOf(t.status, ATTENDANCE_STATUSES)),
    check(
      'attendance_order_check',
      sql`${t.checkOut} is null or (${t.checkIn} is not null and ${t.checkOut} >= ${t.checkIn})`,
    ),
  ],
);
