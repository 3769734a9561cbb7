import { USAGE_DECIMALS } from '@dastarkhan/contract/sale-usage';
import { unitSizeOf } from './unit-size';

/**
 * Taka per unit of the inventory item aliased `item`: what all its intakes cost ÷ what they brought in (the
 * weighted average), or the last price before any intake (ADR 0100). Statement text.
 */
export const unitCostOf = (item: string) =>
  `(case when ${item}.intake_quantity > 0 then ${item}.total_tk / ${item}.intake_quantity else ${item}.price end)`;

/**
 * Statement text of a relation `(recipe_id, item_id, batch_quantity, batch_divisor, unit_cost)`: each dish's
 * bill as a sale takes it, in exact numeric. The batch's quantity in its unit family's smallest unit × the
 * dish's portion, and the item's unit in that smallest unit × the plates the full batch makes, so `n` plates
 * take n × batch_quantity ÷ batch_divisor of the item in its own unit, divided once (`usageOf`); and the item's
 * taka per unit. A bill lists an item once. A portion takes its share of the full dish's plate (issue 16,
 * ADR 0100; issue 32, ADR 0160). Not grouped, so a statement's join on `recipe_id` reaches the bill rows by
 * their index instead of computing every dish's bill.
 */
export const DISH_BILLS = `(
  select dish.id as recipe_id, bill.item_id,
    bill.quantity * ${unitSizeOf('bill.unit')} * dish.portion as batch_quantity,
    ${unitSizeOf('stock.unit')} * coalesce(full_dish.batch_plates, dish.batch_plates) as batch_divisor,
    ${unitCostOf('stock')} as unit_cost
  from recipes dish
  left join recipes full_dish on full_dish.id = dish.portion_of
  join recipe_ingredients bill on bill.recipe_id = coalesce(dish.portion_of, dish.id)
  join inventory_items stock on stock.id = bill.item_id
)`;

/**
 * Statement text of a relation `(recipe_id, item_id, per_plate, unit_cost)`: what one plate of each dish takes
 * of each stock item, in the item's own unit, in exact numeric, and that item's taka per unit (the recipe screen
 * and the "ran out" check; a sale takes `usageOf` its plates instead, so it rounds once).
 */
export const PLATE_USAGE = `(
  select recipe_id, item_id, batch_quantity / batch_divisor as per_plate, unit_cost from ${DISH_BILLS} bill
)`;

/**
 * Statement text of what `plates` plates take of an item by the bill or snapshot aliased `bill` (columns
 * `batch_quantity`, `batch_divisor`): one division, rounded once, half away from zero, to the stock columns'
 * scale (saleUsage in the contract states the rule; issue 32, finding 8).
 */
export const usageOf = (plates: string, bill: string) =>
  `round(${plates} * ${bill}.batch_quantity / ${bill}.batch_divisor, ${USAGE_DECIMALS})`;

/** Statement text of the taka a usage of `quantity` costs at `unitCost`, rounded once to the poisha. */
export const costOf = (quantity: string, unitCost: string) => `round(${quantity} * ${unitCost}, 2)`;

/**
 * Statement text of a relation `(recipe_id, cost)`: what one plate of each dish with a bill costs at its
 * ingredients' average cost, exact (the recipe screen and the food cost report alike).
 */
export const PLATE_COST = `(
  select recipe_id, sum(per_plate * unit_cost) as cost from ${PLATE_USAGE} usage group by recipe_id
)`;
