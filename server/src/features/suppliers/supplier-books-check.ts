import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.Client, 'query'>;

/**
 * Every cached figure of the supplier books against the rows it sums (issue 35): a due's outstanding against its
 * allocations, an item's due against its dues, a supplier's payable and entry count against its dues and
 * statement, and each statement row's balance against the running sum of the rows up to it. Each mismatch names
 * what disagrees; empty means the books agree. Reads every row: for tests and tools only.
 */
export async function supplierBookMismatches(db: Queryable): Promise<Record<string, string>[]> {
  const { rows } = await db.query<Record<string, string>>(`
    select 'due' as what, d.id::text as id, d.outstanding::text as cached,
      (d.amount - coalesce(sum(a.amount), 0))::text as summed
    from supplier_dues d left join supplier_allocations a on a.due_id = d.id
    group by d.id having d.outstanding <> d.amount - coalesce(sum(a.amount), 0)
    union all
    select 'item due', i.id::text, i.due_tk::text, coalesce(d.outstanding, 0)::text
    from inventory_items i
    left join (select item_id, sum(outstanding) as outstanding from supplier_dues group by item_id) d
      on d.item_id = i.id
    where i.due_tk <> coalesce(d.outstanding, 0)
    union all
    select 'payable', s.id::text, s.payable::text || ' / ' || s.entries, coalesce(d.outstanding, 0)::text || ' / '
      || coalesce(l.entries, 0) || ' / ' || coalesce(l.balance::text, '0')
    from suppliers s
    left join (select supplier_id, sum(outstanding) as outstanding from supplier_dues group by supplier_id) d
      on d.supplier_id = s.id
    left join (select distinct on (supplier_id) supplier_id, seq as entries, balance from supplier_ledger
               order by supplier_id, seq desc) l on l.supplier_id = s.id
    where s.payable <> coalesce(d.outstanding, 0) or s.entries <> coalesce(l.entries, 0)
      or s.payable <> coalesce(l.balance, 0)
    union all
    select 'statement', supplier_id::text || '#' || seq, balance::text, running::text
    from (select supplier_id, seq, balance, sum(amount) over (partition by supplier_id order by seq) as running,
            row_number() over (partition by supplier_id order by seq) as position
          from supplier_ledger) l
    where balance <> running or seq <> position`);
  return rows;
}
