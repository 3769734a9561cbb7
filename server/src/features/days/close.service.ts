import {
  CLOSE_REASON_REQUIRED,
  countedCashPoisha,
  DEFAULT_DIFFERENCE_LIMIT,
  closeLimitSchema,
  type CloseDayInput,
  type CloseLimit,
  type DayFigures,
  type NoteCounts,
  type ZReport,
} from '@dastarkhan/contract/days';
import { fromPoisha, poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { dayCloses, dayReopens, heldOrders, settings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { dayFigures, type VatOfDay } from './day-figures';
import type { Actor } from './drawer.service';

const CLOSE_LIMIT_KEY = 'day_close';

export async function readCloseLimit(db: Executor): Promise<CloseLimit> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CLOSE_LIMIT_KEY));
  const parsed = closeLimitSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { differenceLimit: DEFAULT_DIFFERENCE_LIMIT };
}

export async function saveCloseLimit(db: Executor, limit: CloseLimit): Promise<CloseLimit> {
  await db
    .insert(settings)
    .values({ key: CLOSE_LIMIT_KEY, value: limit })
    .onConflictDoUpdate({ target: settings.key, set: { value: limit, updatedAt: new Date() } });
  return limit;
}

/** The close of the day standing now (not reopened), if any. */
async function standingClose(db: Executor, day: string) {
  const [row] = await db
    .select()
    .from(dayCloses)
    .where(
      and(
        eq(dayCloses.day, day),
        sql`not exists (select from ${dayReopens} where ${dayReopens.closeId} = ${dayCloses.id})`,
      ),
    );
  return row;
}

/** Waits for every write dated in the day to commit, and holds later ones until this transaction ends. */
async function lockDay(tx: Executor, day: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.businessDay}, (${day}::date - date '2000-01-01'))`,
  );
}

const check = (expected: number, counted: number) => ({
  expected,
  counted,
  difference: fromPoisha(toPoisha(counted) - toPoisha(expected)),
});

type CloseRow = typeof dayCloses.$inferSelect;

/** A Z report from its stored row and the earlier closes of its day an admin reopened. */
async function toZReport(db: Executor, row: CloseRow): Promise<ZReport> {
  const reopened = await db
    .select({
      number: dayCloses.zNumber,
      reason: dayReopens.reason,
      by: dayReopens.byName,
      at: dayReopens.createdAt,
    })
    .from(dayReopens)
    .innerJoin(dayCloses, eq(dayCloses.id, dayReopens.closeId))
    .where(and(eq(dayCloses.day, row.day), lt(dayCloses.zNumber, row.zNumber)))
    .orderBy(asc(dayCloses.zNumber));
  const figures = row.figures as DayFigures;
  return {
    number: row.zNumber,
    day: row.day,
    closedAt: toIso(row.createdAt) ?? '',
    closedBy: row.byName,
    figures,
    notes: row.notes as NoteCounts,
    cash: check(figures.expectedCash, toMoney(row.countedCash)),
    bkash: check(figures.expectedBkash, toMoney(row.countedBkash)),
    nagad: check(figures.expectedNagad, toMoney(row.countedNagad)),
    leftInDrawer: toMoney(row.leftInDrawer),
    reason: row.reason,
    reopenings: reopened.map((entry) => ({ ...entry, at: toIso(entry.at) ?? '' })),
  };
}

export async function findZReport(db: Executor, number: number): Promise<ZReport> {
  const [row] = await db.select().from(dayCloses).where(eq(dayCloses.zNumber, number));
  if (!row) throw notFound('Z report');
  return toZReport(db, row);
}

/** Refuses the close while a held order is open: it is charged or voided first (ADR 0177). */
async function refuseOpenOrders(tx: Executor): Promise<void> {
  const open = await tx
    .select({ table: heldOrders.tableLabel, token: heldOrders.token })
    .from(heldOrders)
    .where(eq(heldOrders.status, 'open'));
  if (open.length === 0) return;
  const names = open.map((order) => order.table ?? `token ${order.token}`).join(', ');
  throw conflict(
    `${open.length} held order${open.length === 1 ? ' is' : 's are'} still open (${names}): charge or void ${open.length === 1 ? 'it' : 'them'} before closing the day.`,
  );
}

/**
 * Closes a business day (issue 34): waits for the day's writes in flight, then stores its X report's figures
 * with the drawer as counted in a new numbered Z report. From its commit the database refuses every write dated
 * in the day. A difference of any tender beyond the admin's limit needs a reason.
 */
export async function closeDay(
  tx: Executor,
  input: CloseDayInput,
  actor: Actor,
  today: string,
  vatOfDay: VatOfDay,
): Promise<{ closeId: string; report: ZReport }> {
  if (input.day > today) throw badRequest('A day can be closed only once it has begun.');
  await lockDay(tx, input.day);
  const standing = await standingClose(tx, input.day);
  if (standing)
    throw conflict(`The business day ${input.day} is already closed (Z report #${standing.zNumber}).`);
  await refuseOpenOrders(tx);
  const figures = await dayFigures(tx, input.day, vatOfDay);
  const countedCash = fromPoisha(countedCashPoisha(input.notes));
  const differences = [
    check(figures.expectedCash, countedCash),
    check(figures.expectedBkash, input.bkash),
    check(figures.expectedNagad, input.nagad),
  ];
  const { differenceLimit } = await readCloseLimit(tx);
  const reason = input.reason?.trim() || null;
  if (!reason && differences.some(({ difference }) => Math.abs(difference) > differenceLimit))
    throw badRequest(CLOSE_REASON_REQUIRED, [{ path: 'reason', message: CLOSE_REASON_REQUIRED }]);
  const money = (taka: number) => poishaToDecimalString(toPoisha(taka));
  const [row] = await tx
    .insert(dayCloses)
    .values({
      day: input.day,
      figures,
      notes: input.notes,
      countedCash: money(countedCash),
      countedBkash: money(input.bkash),
      countedNagad: money(input.nagad),
      difference: money(differences[0]!.difference),
      leftInDrawer: money(input.leftInDrawer),
      reason,
      byId: actor.id,
      byName: actor.name,
    })
    .returning();
  return { closeId: row!.id, report: await toZReport(tx, row!) };
}

/** An admin reopens the day's standing close, with why: appended, never an update of the close. */
export async function reopenDay(
  tx: Executor,
  day: string,
  reason: string,
  actor: Actor,
): Promise<{ closeId: string; day: string; number: number; reason: string }> {
  await lockDay(tx, day);
  const standing = await standingClose(tx, day);
  if (!standing) throw conflict(`The business day ${day} is not closed.`);
  await tx.insert(dayReopens).values({ closeId: standing.id, reason, byId: actor.id, byName: actor.name });
  return { closeId: standing.id, day, number: standing.zNumber, reason };
}

/** Each day of the range, newest first: its standing Z number and cash difference, or open. */
export async function dayStatuses(db: Executor, from: string, to: string) {
  const { rows } = await db.execute<{ day: string; z: string | null; difference: string | null }>(sql`
    select d::date::text as day, c.z_number::text as z, c.difference::text as difference
    from generate_series(${to}::date, ${from}::date, interval '-1 day') d
    left join closed_days z on z.day = d::date
    left join day_closes c on c.z_number = z.z_number
    order by d desc`);
  return rows.map((row) => ({
    day: row.day,
    closedBy: row.z === null ? null : Number(row.z),
    difference: row.difference === null ? null : Number(row.difference),
  }));
}

/** Every close of a day, reopened or standing, oldest first: the day's history. */
export async function dayHistory(db: Executor, day: string): Promise<ZReport[]> {
  const rows = await db
    .select()
    .from(dayCloses)
    .where(eq(dayCloses.day, day))
    .orderBy(asc(dayCloses.zNumber));
  return Promise.all(rows.map((row) => toZReport(db, row)));
}
