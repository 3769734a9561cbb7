import type pg from 'pg';

/**
 * Issue 16's receipt-save row: three dishes whose bills list five stock items each (15 items, none shared),
 * entered per batch in a unit of the item's family, as a kitchen would (a degh of kacchi makes 80 plates).
 */
const DISHES = [
  {
    name: 'Bench Kacchi',
    category: 'Kacchi',
    price: 480,
    batchPlates: 80,
    ingredients: [
      ['Bench basmati rice', 'kg', 10, 'kg'],
      ['Bench khashi mutton', 'kg', 8, 'kg'],
      ['Bench ghee', 'kg', 1000, 'g'],
      ['Bench potato', 'kg', 7, 'kg'],
      ['Bench saffron', 'g', 1, 'g'],
    ],
  },
  {
    name: 'Bench Borhani',
    category: 'Desert & Drinks',
    price: 80,
    batchPlates: 25,
    ingredients: [
      ['Bench sour yoghurt', 'kg', 2.5, 'kg'],
      ['Bench mint', 'kg', 100, 'g'],
      ['Bench green chilli', 'kg', 50, 'g'],
      ['Bench borhani masala', 'pack', 1, 'pack'],
      ['Bench sugar', 'kg', 300, 'g'],
    ],
  },
  {
    name: 'Bench Firni',
    category: 'Desert & Drinks',
    price: 70,
    batchPlates: 30,
    ingredients: [
      ['Bench milk', 'l', 4, 'l'],
      ['Bench chinigura rice', 'kg', 500, 'g'],
      ['Bench firni sugar', 'kg', 800, 'g'],
      ['Bench raisins', 'kg', 80, 'g'],
      ['Bench kewra water', 'l', 20, 'ml'],
    ],
  },
] as const;

export type BenchDish = { id: string; name: string; price: number };

/**
 * Inserts the three dishes and their 15 stock items (empty, without movements: their quantity is the sum of
 * none, and the sales take them below zero, which stock may be). Returns the dishes to sell.
 */
export async function seedBenchDishes(pool: pg.Pool): Promise<BenchDish[]> {
  const dishes: BenchDish[] = [];
  for (const dish of DISHES) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into recipes (name, category, price, batch_plates) values ($1, $2, $3, $4) returning id`,
      [dish.name, dish.category, dish.price, dish.batchPlates],
    );
    const recipeId = rows[0]!.id;
    for (const [position, [name, itemUnit, quantity, unit]] of dish.ingredients.entries()) {
      const item = await pool.query<{ id: string }>(
        `insert into inventory_items (name, category, unit, quantity, price, total_tk)
         values ($1, 'Mosla', $2, 0, 100, 0) returning id`,
        [name, itemUnit],
      );
      await pool.query(
        `insert into recipe_ingredients (recipe_id, position, item_id, quantity, unit) values ($1, $2, $3, $4, $5)`,
        [recipeId, position, item.rows[0]!.id, quantity, unit],
      );
    }
    dishes.push({ id: recipeId, name: dish.name, price: dish.price });
  }
  return dishes;
}
