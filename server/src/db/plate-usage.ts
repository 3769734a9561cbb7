import { unitSizeOf } from './unit-size';

/**
 * Taka per unit of the inventory item aliased `item`: what all its intakes cost ÷ what they brought in (the
 * weighted average), or the last price before any intake (ADR 0100). Statement text.
 */
export const unitCostOf = (item: string) =>
  `(case when ${item}.intake_quantity > 0 then ${item}.total_tk / ${item}.intake_quantity else ${item}.price end)`;

/**
 * Statement text of a relation `(recipe_id, item_id, per_plate, unit_cost)`: what one plate of each dish takes
 * of each stock item, in the item's own unit, in exact numeric, and that item's taka per unit. A batch's quantity
 * is converted to the item's unit and divided by the plates the batch makes; a portion takes its share of the
 * full dish's plate (issue 16, ADR 0100).
 */
export const PLATE_USAGE = `(
  select dish.id as recipe_id, bill.item_id,
    bill.quantity * ${unitSizeOf('bill.unit')} / ${unitSizeOf('stock.unit')}
      / coalesce(full_dish.batch_plates, dish.batch_plates) * dish.portion as per_plate,
    ${unitCostOf('stock')} as unit_cost
  from recipes dish
  left join recipes full_dish on full_dish.id = dish.portion_of
  join recipe_ingredients bill on bill.recipe_id = coalesce(dish.portion_of, dish.id)
  join inventory_items stock on stock.id = bill.item_id
)`;

/**
 * Statement text of a relation `(recipe_id, cost)`: what one plate of each dish with a bill costs at its
 * ingredients' average cost, exact (the recipe screen and the food cost report alike).
 */
export const PLATE_COST = `(
  select recipe_id, sum(per_plate * unit_cost) as cost from ${PLATE_USAGE} usage group by recipe_id
)`;

/**
 * Sales move stock to the thousandth of the item's unit: each receipt's usage of an item is rounded once, so
 * an edit's difference and a deletion's reversal are exact sums of what was recorded.
 */
export const USAGE_SCALE = 3;
