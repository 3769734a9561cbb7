import { z } from 'zod';
import type { Failure } from './envelope';
import type { FailureTerm } from './failures/en';

/**
 * Who a user is to the restaurant (SPEC §6, ADR 0135). `staff` is the spec's waiting state: every
 * self-registered account starts there and reaches only itself until an admin gives it a role. `cashier` takes
 * orders and charges them at the counter (issue 32).
 */
export const ROLES = ['admin', 'manager', 'cashier', 'staff'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** Largest amount a numeric(14,2) column holds. */
export const MAX_MONEY = 999_999_999_999.99;

/**
 * Exact: the number's shortest decimal spelling (what JSON carried) has at most two places. Scaling by 100 and
 * comparing with a tolerance refused valid amounts past ~270 million and let some 3-place ones through.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** A non-negative taka amount with at most two decimals (poisha). */
export const moneySchema = z
  .number({ message: 'Must be a number' })
  .min(0, 'Must be 0 or more')
  .max(MAX_MONEY, 'Amount is too large')
  .refine(hasAtMostTwoDecimals, 'At most 2 decimal places');

/** Query-string integers arrive as text; coerce but keep the checks strict. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The first business day the app accepts: nothing a restaurant records today happened before it. */
export const EARLIEST_BUSINESS_DATE = '2000-01-01';

/** The last business day the app accepts: a year after today (UTC; a day either way does not matter here). */
export function latestBusinessDate(now: Date = new Date()): string {
  const inAYear = new Date(now);
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  return inAYear.toISOString().slice(0, 10);
}

/** Checks a well-formed date's range; a malformed one already has its format issue. */
function withinBusinessDates(date: string | undefined, ctx: z.RefinementCtx): void {
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
  const latest = latestBusinessDate();
  if (date >= EARLIEST_BUSINESS_DATE && date <= latest) return;
  ctx.addIssue({ code: 'custom', message: `Must be a date from ${EARLIEST_BUSINESS_DATE} to ${latest}` });
}

/**
 * ISO calendar date (YYYY-MM-DD) used for business days in the restaurant's time zone, from 2000-01-01 to a
 * year after today: 0001-01-01 or 9999-12-31 is a typo, and year 0 is not even a PostgreSQL date.
 */
export const isoDateSchema = z.iso
  .date({ message: 'Must be a date (YYYY-MM-DD)' })
  .superRefine(withinBusinessDates);

/** An instant with its offset, within the same range of business dates (compared on its UTC date). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'Must be an ISO date-time' })
  .superRefine((value, ctx) => {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) withinBusinessDates(instant.toISOString().slice(0, 10), ctx);
  });

export const PERIODS = ['today', 'week', 'month', 'year'] as const;
export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;

/** Trimmed required text with a friendly message. */
export function requiredText(label: FailureTerm, max = 200) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * How category names compare: letter case and surrounding or repeated spaces do not matter, so the spec's
 * "side dish" is the stored "Side Dish" (docs/decisions/0061-category-names.md).
 */
export function categoryKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function optionalText(max = 500) {
  return z.string().trim().max(max, `Must be at most ${max} characters`);
}

/** The JSend envelope every API answer uses. */
export type Success<T> = { status: 'success'; data: T };

export { failureSchema, type Failure } from './envelope';
export type Envelope<T> = Success<T> | Failure;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
