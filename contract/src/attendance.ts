import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, pageMetaSchema, pageQuerySchema } from './common';
import { rangeProblem, type RangeProblem } from './periods';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'leave'] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

export const attendanceRecordSchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema, name: z.string() }),
  /** The business day (YYYY-MM-DD) in the restaurant's time zone. */
  date: z.string(),
  status: attendanceStatusSchema,
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  notes: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** The longest range one query may cover: a year of business days. */
export const MAX_ATTENDANCE_RANGE_DAYS = 366;

const RANGE_MESSAGES: Record<RangeProblem, string> = {
  endBeforeStart: 'End date must not be before start date',
  tooLong: 'The date range may cover at most 366 days',
};

function rangeIsValid(range: { start?: string; end?: string }, ctx: z.RefinementCtx): void {
  if (!range.start || !range.end) return;
  const problem = rangeProblem(range.start, range.end, MAX_ATTENDANCE_RANGE_DAYS);
  if (problem) ctx.addIssue({ code: 'custom', path: ['end'], message: RANGE_MESSAGES[problem] });
}

/** Admin list: every user's records, or one user's, for the business days start..end inclusive. */
export const attendanceQuerySchema = pageQuerySchema
  .extend({
    start: isoDateSchema,
    end: isoDateSchema,
    user: idSchema.optional(),
  })
  .superRefine(rangeIsValid);
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;
export type ParsedAttendanceQuery = z.output<typeof attendanceQuerySchema>;

/** The signed-in user's own records; without dates, all of them (newest first, paginated). */
export const myAttendanceQuerySchema = pageQuerySchema
  .extend({ start: isoDateSchema.optional(), end: isoDateSchema.optional() })
  .superRefine(rangeIsValid);
export type MyAttendanceQuery = z.input<typeof myAttendanceQuerySchema>;
export type ParsedMyAttendanceQuery = z.output<typeof myAttendanceQuerySchema>;

/** SPEC §4: an admin marking sets status present with a timestamp as checkIn or checkOut. */
export const markStatusBodySchema = z
  .object({
    userId: idSchema,
    date: isoDateSchema,
    status: z.literal('present', { message: "Status must be 'present'" }).default('present'),
    checkIn: isoDateTimeSchema.optional(),
    checkOut: isoDateTimeSchema.optional(),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  })
  .refine((body) => body.checkIn !== undefined || body.checkOut !== undefined, {
    message: 'Give a check-in or a check-out time',
    path: ['checkIn'],
  });
export type MarkStatusInput = z.input<typeof markStatusBodySchema>;
export type MarkStatusBody = z.output<typeof markStatusBodySchema>;

export const attendancePageSchema = pageMetaSchema.extend({ attendance: z.array(attendanceRecordSchema) });
export type AttendancePage = z.infer<typeof attendancePageSchema>;

export const attendanceRecordResponseSchema = z.object({ record: attendanceRecordSchema });
