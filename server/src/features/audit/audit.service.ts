import {
  historyKinds,
  MAX_HISTORY_ENTRIES,
  type AuditEntry,
  type AuditHistory,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
  type AuditValues,
} from '@dastarkhan/contract/audit';
import { exclusiveEnd } from '@dastarkhan/contract/periods';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEntries, auditEntryCounts } from '../../db/schema';
import { toIso } from '../../lib/reply';
import { readPage } from '../../lib/sql';

type EntryRow = typeof auditEntries.$inferSelect;

/**
 * An entry's columns as the trail reads them. An entry written before its label column (migration 0040) has none
 * and keeps none, the trail being never updated (ADR 0165): `audit_label_of` names it as it is read. It sits in
 * the outer select, after the page's ids are chosen, so it runs for the page's rows only.
 */
const labelAsRead = ({ label, kind, entityId, before, after }: typeof auditEntries) =>
  sql<string | null>`coalesce(${label}, audit_label_of(${kind}, ${entityId}, ${before}, ${after}))`;
const entryColumns = { ...getTableColumns(auditEntries), label: labelAsRead(auditEntries) };

function toEntryJson(row: EntryRow): AuditEntry {
  return {
    _id: String(row.id),
    at: toIso(row.at) ?? '',
    actor: { _id: row.actorId, name: row.actorName },
    address: row.address,
    kind: row.kind,
    entityId: row.entityId,
    label: row.label,
    action: row.action,
    reason: row.reason,
    before: row.before as AuditValues,
    after: row.after as AuditValues,
  };
}

/**
 * How many entries match. Without a period, a sum of the per kind, action and actor counts kept with the entries
 * (a few hundred rows whatever the trail's age, ADR 0172); a period (a day to a year on the screen) is counted
 * in the entries themselves, which costs what the period holds, not what the trail does.
 */
async function countEntries(db: Executor, query: AuditQuery, where: SQL | undefined): Promise<number> {
  if (query.startDate || query.endDate) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(where);
    return counted?.total ?? 0;
  }
  const [summed] = await db
    .select({ total: sql<number>`coalesce(sum(${auditEntryCounts.entries}), 0)::int` })
    .from(auditEntryCounts)
    .where(
      and(
        query.userId ? eq(auditEntryCounts.actorId, query.userId) : undefined,
        query.kind ? eq(auditEntryCounts.kind, query.kind) : undefined,
        query.action ? eq(auditEntryCounts.action, query.action) : undefined,
      ),
    );
  return summed?.total ?? 0;
}

/**
 * A page of the trail, newest first, filtered by who, what kind, what action and when. The page's ids come from
 * an index-only scan over one of the trail's (…, id) indexes and only those rows are read (ADR 0054), so page
 * 1,000 skips index keys, not entries (ADR 0166).
 */
export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const where = and(
    query.userId ? eq(auditEntries.actorId, query.userId) : undefined,
    query.kind ? eq(auditEntries.kind, query.kind) : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.startDate ? gte(auditEntries.at, new Date(query.startDate)) : undefined,
    query.endDate ? lt(auditEntries.at, exclusiveEnd(new Date(query.endDate))) : undefined,
  );
  const { rows, total } = await readPage(
    query,
    async () => ({ total: await countEntries(db, query, where) }),
    ({ limit, offset }) =>
      db
        .select(entryColumns)
        .from(auditEntries)
        .where(
          inArray(
            auditEntries.id,
            db
              .select({ id: auditEntries.id })
              .from(auditEntries)
              .where(where)
              .orderBy(desc(auditEntries.id))
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(desc(auditEntries.id)),
  );
  return { entries: rows.map(toEntryJson), page: query.page, limit: query.limit, total };
}

/** Everything that happened to one entity (with what is filed under it: historyKinds), oldest first (its latest MAX_HISTORY_ENTRIES if it has more). */
export async function entityHistory(db: Executor, kind: AuditKind, entityId: string): Promise<AuditHistory> {
  const latest = db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(and(inArray(auditEntries.kind, historyKinds(kind)), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.id))
    .limit(MAX_HISTORY_ENTRIES);
  const rows = await db
    .select(entryColumns)
    .from(auditEntries)
    .where(inArray(auditEntries.id, latest))
    .orderBy(asc(auditEntries.id));
  return { entries: rows.map(toEntryJson) };
}
