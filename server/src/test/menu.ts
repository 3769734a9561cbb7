import type { TestContext } from './test-app';

/**
 * Puts dishes on the menu at their prices, for tests that sell by name as the spec's client does: since issue 32 a
 * line naming a menu dish at its menu price is a menu line, and anything else is an open price that needs a
 * manager or an admin and a reason (ADR 0140). Returns each dish's id by name.
 */
export async function seedMenu(
  ctx: TestContext,
  dishes: Record<string, number>,
): Promise<Record<string, string>> {
  const entries = Object.entries(dishes);
  const { rows } = await ctx.pool.query<{ id: string; name: string }>(
    `insert into recipes (name, category, price)
     select name, 'Kacchi', price from unnest($1::text[], $2::numeric[]) as dish(name, price)
     returning id, name`,
    [entries.map(([name]) => name), entries.map(([, price]) => price)],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** The reason a test gives for a line it sells off the menu (as a manager or an admin may, ADR 0140). */
export const OFF_MENU = 'Sold off the menu';
