import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '../../test/older-database';

let older: Awaited<ReturnType<typeof olderDatabase>>;
const query = async (text: string, values: unknown[] = []) =>
  (await older.handle.pool.query<Record<string, unknown>>(text, values)).rows;

/** A row as the app wrote it before, returning its id. */
async function insert(text: string, values: unknown[]): Promise<string> {
  return (await query(`${text} returning id`, values))[0]!.id as string;
}

beforeAll(async () => {
  // As the app stood before sales kept their snapshots (up to 0023).
  older = await olderDatabase(23);
  const item = (name: string, spent: number, brought: number) =>
    insert(
      `insert into inventory_items (name, category, quantity, unit, price, total_tk, intake_quantity)
       values ($1, 'Meat', $3, 'kg', 1, $2, $3)`,
      [name, spent, brought],
    );
  const [rice, ghee] = [await item('Rice', 1000, 10), await item('Ghee', 1400, 1)];
  const dish = (name: string, plates: number) =>
    insert(`insert into recipes (name, category, price, batch_plates) values ($1, 'Kacchi', 450, $2)`, [
      name,
      plates,
    ]);
  const [kacchi, polao] = [await dish('Kacchi', 40), await dish('Polao', 10)];
  // Today's bills: kacchi 0.25 kg rice and 0.025 kg ghee a plate, polao 0.2 kg rice.
  await query(
    `insert into recipe_ingredients (recipe_id, position, item_id, quantity, unit) values
       ($1, 0, $3, 10, 'kg'), ($1, 1, $4, 1000, 'g'), ($2, 0, $3, 2, 'kg')`,
    [kacchi, polao, rice, ghee],
  );
  const receipt = await insert(
    `insert into invoices (invoice_number, transaction_id, customer_name, issue_date, sub_total, total)
     values ('R1', 'TXN1', 'Old Guest', '2026-11-01', 1350, 1350)`,
    [],
  );
  await query(
    `insert into invoice_items (invoice_id, position, recipe_id, name, price, quantity, line_total) values
       ($1, 0, $2, 'Kacchi', 450, 2, 900), ($1, 1, $3, 'Polao', 450, 1, 450)`,
    [receipt, kacchi, polao],
  );
  // What the sale recorded then, under an older, larger bill of rice: 0.8 kg (today's bills say 0.7).
  await query(
    `insert into inventory_movements (item_id, kind, quantity, invoice_id, item_version) values
       ($2, 'sale', -0.8, $1, 2), ($3, 'sale', -0.05, $1, 2)`,
    [receipt, rice, ghee],
  );
  await older.migrateRest();
});
afterAll(() => older.drop());

describe('migration 0024 on receipts sold before sales kept their snapshots', () => {
  it('books each dish what the movements recorded, shared by today’s bills, at the average cost', async () => {
    const rows = await query(`
      select dish.name as dish, item.name as item, usage.plates, usage.quantity::text, usage.cost_tk::text,
        usage.day::text, usage.sale_day::text, round(usage.batch_quantity / usage.batch_divisor, 4)::text as per_plate
      from sale_usage usage join recipes dish on dish.id = usage.recipe_id
      join inventory_items item on item.id = usage.item_id order by dish.name, item.name`);
    // Rice: 0.8 × 0.5 ÷ 0.7 = 0.571 to kacchi, 0.229 to polao; ghee whole to kacchi. ৳100 and ৳1,400 a kg.
    const day = { day: '2026-11-01', sale_day: '2026-11-01' };
    expect(rows).toEqual([
      {
        dish: 'Kacchi',
        item: 'Ghee',
        plates: 2,
        quantity: '0.050',
        cost_tk: '70.00',
        per_plate: '0.0250',
        ...day,
      },
      {
        dish: 'Kacchi',
        item: 'Rice',
        plates: 2,
        quantity: '0.571',
        cost_tk: '57.10',
        per_plate: '0.2855',
        ...day,
      },
      {
        dish: 'Polao',
        item: 'Rice',
        plates: 1,
        quantity: '0.229',
        cost_tk: '22.90',
        per_plate: '0.2290',
        ...day,
      },
    ]);
  });

  it('adds the costs and the covered sales to the day’s roll-ups', async () => {
    expect(
      await query(`select item.name, sum(used.cost_tk)::text as cost from usage_by_day used
        join inventory_items item on item.id = used.item_id group by item.name order by item.name`),
    ).toEqual([
      { name: 'Ghee', cost: '70.00' },
      { name: 'Rice', cost: '80.00' },
    ]);
    expect(
      await query(`select dish.name, sum(sold.cost)::text as cost, sum(sold.costed_plates)::int as plates,
          sum(sold.costed_revenue)::text as revenue
        from dish_sales_by_day sold join recipes dish on dish.id = sold.recipe_id
        where sold.day = '2026-11-01' group by dish.name order by dish.name`),
    ).toEqual([
      { name: 'Kacchi', cost: '127.10', plates: 2, revenue: '900.00' },
      { name: 'Polao', cost: '22.90', plates: 1, revenue: '450.00' },
    ]);
  });
});
