import { AUDIT_ACTIONS, AUDIT_KINDS } from '@dastarkhan/contract/audit';
import { connectDatabase } from '../src/db/client';

/** The trail's size the audit list is read at (issue 32: "the audit list of 1,000,000 entries"). */
export const AUDIT_ENTRIES = 1_000_000;

/**
 * Grows the audit trail to `size` entries in one INSERT … SELECT (the trail's triggers refuse UPDATE, DELETE and
 * TRUNCATE, not INSERT), then settles it as a day's autovacuum would, so the index-only scans the list pages
 * with (ADR 0166) find the visibility map set. Every fourth entry is a receipt's, a minute apart over two years,
 * each with a receipt-sized change of a few fields; the rest cycle through every kind and action.
 */
export async function growAuditTrail(url: string, actorId: string, size = AUDIT_ENTRIES): Promise<void> {
  const handle = connectDatabase(url, 1);
  try {
    await handle.pool.query(
      `insert into audit_entries (at, actor_id, actor_name, address, kind, entity_id, action, reason, before, after)
       select now() - make_interval(mins => $1::int - g), $2::uuid, 'Bench Admin', '127.0.0.1',
         case when g % 4 = 0 then 'receipt' else ($3::text[])[1 + g % cardinality($3::text[])] end,
         md5(g::text), ($4::text[])[1 + g % cardinality($4::text[])], null,
         jsonb_build_object('total', g % 5000, 'waiter', 'Rahim'),
         jsonb_build_object('total', g % 5000 + 40, 'waiter', 'Karim', 'note', 'Bench entry ' || g)
       from generate_series(1, $1::int - (select count(*)::int from audit_entries)) g`,
      [size, actorId, AUDIT_KINDS, AUDIT_ACTIONS],
    );
    await handle.pool.query('vacuum (analyze) audit_entries');
  } finally {
    await handle.close();
  }
}

/** Page 1 and page 1,000 of the trail, unfiltered and filtered to receipts, as the admin's screen asks them. */
export const AUDIT_PAGES = [
  { label: 'every entry', filter: '' },
  { label: 'receipts only', filter: '&kind=receipt' },
].map(({ label, filter }) => ({
  label,
  first: `/api/audit?page=1&limit=10${filter}`,
  deep: `/api/audit?page=1000&limit=10${filter}`,
}));
