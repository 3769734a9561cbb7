import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Folds the audit trail's pending counts into `audit_counts` inside the sales fold's transaction (one folder at
 * a time), moving exactly what it deletes, so `audit_entry_counts` sums the same before and after (ADR 0172).
 */
export async function foldAuditCounts(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with folded as (delete from audit_count_deltas returning kind, action, actor_id, entries)
    insert into audit_counts (kind, action, actor_id, entries)
    select kind, action, actor_id, sum(entries) from folded group by kind, action, actor_id
    on conflict (kind, action, actor_id) do update set entries = audit_counts.entries + excluded.entries`);
}
