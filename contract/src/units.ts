import { INVENTORY_UNITS, type InventoryUnit } from './inventory';

/**
 * Units that convert into one another (issue 16): each family's units, with how many of the family's smallest
 * unit one of them is. A unit outside every family (pack, box, bag, bottle, other) converts only to itself.
 */
const FAMILIES: readonly (readonly [InventoryUnit, number][])[] = [
  [
    ['g', 1],
    ['kg', 1000],
  ],
  [
    ['ml', 1],
    ['l', 1000],
  ],
  [
    ['unit', 1],
    ['dozen', 12],
  ],
];

const SIZE = new Map<InventoryUnit, { family: number; size: number }>(
  FAMILIES.flatMap((units, family) => units.map(([unit, size]) => [unit, { family, size }] as const)),
);

/**
 * Each unit's size within its family (1 for a unit outside every family), for SQL that converts exactly:
 * a quantity in `unit` is `quantity × size(unit) / size(itemUnit)` in the item's unit.
 */
export const UNIT_SIZES: Readonly<Record<InventoryUnit, number>> = Object.fromEntries(
  INVENTORY_UNITS.map((unit) => [unit, SIZE.get(unit)?.size ?? 1]),
) as Record<InventoryUnit, number>;

/** The units a quantity of `unit` can be written in: its family's, or just itself. */
export function unitsLike(unit: InventoryUnit): InventoryUnit[] {
  const known = SIZE.get(unit);
  return known ? FAMILIES[known.family]!.map(([member]) => member) : [unit];
}

/**
 * What one `from` is in `to`, as a fraction (so callers keep exact decimals): kg → g is 1000/1, g → kg 1/1000,
 * dozen → unit 12/1. Undefined when the two do not convert.
 */
export function unitRatio(
  from: InventoryUnit,
  to: InventoryUnit,
): { numerator: number; denominator: number } | undefined {
  if (from === to) return { numerator: 1, denominator: 1 };
  const [source, target] = [SIZE.get(from), SIZE.get(to)];
  if (!source || !target || source.family !== target.family) return undefined;
  return { numerator: source.size, denominator: target.size };
}
