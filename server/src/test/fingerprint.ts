import pg from 'pg';

/**
 * Per table: its row count, the exact sum of every numeric (money, quantity) column, and a hash of every row's
 * full text, so a change to any value (a name, a date) shows too.
 */
export type Fingerprint = Record<string, { rows: number; sums: Record<string, string>; hash: string }>;

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.Client, 'query'>;

/**
 * Allocation state, like a sequence: a request that is refused after taking an order number leaves the
 * counter moved on, which is not data (docs/decisions/0011-invoice-numbers.md).
 */
const NOT_DATA = new Set(['invoice_number_counters']);

/**
 * The sales roll-up (and the receipts' count kept over it), the recipes' usage, the dishes' sales, the VAT per day
 * and rate, the stock roll-up (and each item's last row of each month), the receipt list's day counts, the items'
 * movement totals, the costs' totals, the X report's day figures and the audit trail's counts are compared as
 * readers see them, per day: the app folds their deltas into their day tables every second, which moves rows
 * between the two without changing any day's figures.
 */
const FOLDED = new Set([
  'daily_sales',
  'sales_deltas',
  'receipt_days',
  'receipt_day_deltas',
  'daily_usage',
  'usage_deltas',
  'daily_dish_sales',
  'dish_sales_deltas',
  'daily_vat',
  'vat_deltas',
  'stock_days',
  'stock_day_deltas',
  'stock_months',
  'audit_counts',
  'audit_count_deltas',
  'item_movement_totals',
  'item_movement_deltas',
  'cost_totals',
  'cost_total_deltas',
  'sales_totals',
  'day_figures',
  'day_figure_deltas',
]);
const PER_DAY: [view: string, source: string, numeric: string[]][] = [
  [
    'sales_by_day',
    `(select day, sum(sales) as sales, sum(order_count) as order_count from sales_by_day group by day)`,
    ['sales'],
  ],
  [
    'usage_by_day',
    `(select day, item_id, sum(quantity) as quantity from usage_by_day group by day, item_id having sum(quantity) <> 0)`,
    ['quantity'],
  ],
  [
    'vat_by_day',
    `(select day, rate_name, percent, inclusive, sum(taxable) as taxable, sum(vat) as vat,
        sum(service_charge) as service_charge from vat_by_day group by day, rate_name, percent, inclusive
      having sum(taxable) <> 0 or sum(vat) <> 0 or sum(service_charge) <> 0)`,
    ['taxable', 'vat', 'service_charge'],
  ],
  [
    'dish_sales_by_day',
    `(select day, recipe_id, sum(plates) as plates, sum(revenue) as revenue from dish_sales_by_day
      group by day, recipe_id having sum(plates) <> 0 or sum(revenue) <> 0)`,
    ['plates', 'revenue'],
  ],
  [
    'stock_by_day',
    `(select item_id, day, sum(intake_quantity) as intake_quantity, sum(intake_tk) as intake_tk,
        sum(sold_quantity) as sold_quantity, sum(sold_tk) as sold_tk, sum(waste_quantity) as waste_quantity,
        sum(other_quantity) as other_quantity
      from stock_by_day group by item_id, day)`,
    ['intake_quantity', 'intake_tk', 'sold_quantity', 'sold_tk', 'waste_quantity', 'other_quantity'],
  ],
  [
    'receipts_by_created_day',
    `(select day, sum(receipts) as receipts from receipts_by_created_day group by day having sum(receipts) <> 0)`,
    [],
  ],
  [
    'audit_entry_counts',
    `(select kind, action, actor_id, sum(entries) as entries from audit_entry_counts group by kind, action, actor_id)`,
    [],
  ],
  [
    'movements_by_item',
    `(select item_id, sum(movements) as movements, sum(quantity) as quantity, sum(due_tk) as due_tk,
        sum(total_tk) as total_tk from movements_by_item group by item_id)`,
    ['quantity', 'due_tk', 'total_tk'],
  ],
  ['live_sales_totals', `(select sum(order_count) as order_count from live_sales_totals)`, []],
  [
    'figures_by_day',
    `(select day, figure, sum(amount) as amount, sum(count) as count from figures_by_day group by day, figure
      having sum(amount) <> 0 or sum(count) <> 0)`,
    ['amount'],
  ],
  [
    'live_cost_totals',
    `(select sum(costs) as costs, sum(amount) as amount from live_cost_totals)`,
    ['amount'],
  ],
];

type Source = [name: string, source: string, numeric: string[]];

/** The tables (and per-day views) to fingerprint, with their money columns, as the schema has them. */
async function sourcesOf(db: Queryable): Promise<Source[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const column of columns) {
    if (NOT_DATA.has(column.table_name) || FOLDED.has(column.table_name)) continue;
    const numeric = tables.get(column.table_name) ?? [];
    if (column.data_type === 'numeric') numeric.push(column.column_name);
    tables.set(column.table_name, numeric);
  }
  const sources = [...tables].map(([table, numeric]): Source => [table, ident(table), numeric]);
  for (const [view, source, numeric] of PER_DAY) {
    const { rows } = await db.query<{ name: string | null }>(`select to_regclass($1) as name`, [
      `public.${view}`,
    ]);
    if (rows[0]?.name) sources.push([view, source, numeric]);
  }
  return sources;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A cheap summary of everything the database holds, to compare before/after a request, a backup round
 * trip or a crash: row counts and money sums per table of the public schema. Sums are computed by
 * PostgreSQL and compared as text, so they are exact.
 */
export async function fingerprint(db: Queryable | string): Promise<Fingerprint> {
  if (typeof db !== 'string') return fingerprintOf(db, await sourcesOf(db));
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    return await fingerprint(client);
  } finally {
    await client.end();
  }
}

/**
 * Fingerprints of a database whose schema does not change meanwhile (the fuzz runs take one after every
 * request): the schema is read once, as reading information_schema cost more than the fingerprint itself.
 */
export function fingerprinter(db: Queryable): () => Promise<Fingerprint> {
  const sources = sourcesOf(db);
  return async () => fingerprintOf(db, await sources);
}

/** Every source in one statement (a round trip per table was most of a fingerprint's time), in `sources`' order. */
async function fingerprintOf(db: Queryable, sources: Source[]): Promise<Fingerprint> {
  const branches = sources.map(([table, source, numeric]) => {
    const sums = numeric.map((column) => `coalesce(sum(${ident(column)}), 0)::text`);
    return (
      `select ${pgString(table)} as name, count(*)::text as rows, ` +
      `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash, ` +
      `json_build_array(${sums.join(', ')}) as sums from ${source} t`
    );
  });
  if (branches.length === 0) return {};
  const { rows } = await db.query<{ name: string; rows: string; hash: string; sums: string[] }>(
    branches.join(' union all '),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return Object.fromEntries(
    sources.map(([table, , numeric]) => {
      const row = byName.get(table)!;
      const sums = Object.fromEntries(numeric.map((column, i) => [column, row.sums[i]!]));
      return [table, { rows: Number(row.rows), hash: row.hash, sums }];
    }),
  );
}

const pgString = (text: string) => `'${text.replaceAll("'", "''")}'`;
