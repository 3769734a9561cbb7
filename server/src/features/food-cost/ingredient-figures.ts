import { decimalNumber, decimalUnits, roundedQuotient } from '@dastarkhan/contract/exact-decimal';
import type { IngredientCost } from '@dastarkhan/contract/food-cost';
import { STOCK_FIGURES, type StockFigure } from '../../db/stock-days';

/** The scales of the stock roll-up's columns: quantities numeric(20,3), taka numeric(20,2) (ADR 0170). */
const QUANTITY_PLACES = 3;
const TAKA_PLACES = 2;
/** The report shows the unit cost to 4 places. */
const UNIT_COST_PLACES = 4;

/** An item's running totals at one moment (a `totalsBefore` row), as PostgreSQL's numeric text. */
export type RunningTotals = Record<StockFigure, string>;

/** What the report reads of an item: its latest intake price and its totals at the period's close and opening. */
export type ItemTotals = {
  /** numeric(14,2) text: the unit cost of an item with no intake until the period's end. */
  price: string;
  closed: RunningTotals;
  /** Absent when the item had no movement before the period. */
  opened: RunningTotals | null;
};

export type IngredientFigures = Omit<IngredientCost, 'itemId' | 'name' | 'unit' | 'leak'>;

/** Each figure's places: quantities in thousandths, taka in poisha. */
const PLACES: Record<StockFigure, number> = {
  intake_quantity: QUANTITY_PLACES,
  intake_tk: TAKA_PLACES,
  sold_quantity: QUANTITY_PLACES,
  sold_tk: TAKA_PLACES,
  waste_quantity: QUANTITY_PLACES,
  other_quantity: QUANTITY_PLACES,
};

/** No movement yet: every total 0. */
const NONE = Object.fromEntries(STOCK_FIGURES.map((figure) => [figure, 0n])) as Record<StockFigure, bigint>;

/** The totals as exact counts of their last place. */
function unitsOf(totals: RunningTotals | null): Record<StockFigure, bigint> {
  if (!totals) return NONE;
  const units = {} as Record<StockFigure, bigint>;
  for (const figure of STOCK_FIGURES) units[figure] = decimalUnits(totals[figure], PLACES[figure]);
  return units;
}

/** A quantity in thousandths or taka in poisha as the number the report's JSON carries (numeric text → Number). */
const quantity = (thousandths: bigint) => decimalNumber(thousandths, QUANTITY_PLACES);
const taka = (poisha: bigint) => decimalNumber(poisha, TAKA_PLACES);

/**
 * The item's average cost at the period's end in taka a unit, as the exact fraction `taka / per`: all its intake
 * taka over all its intake quantity, or its price when it has had no intake. Poisha over thousandths is ×10.
 */
function unitCostOf(price: string, closed: Record<StockFigure, bigint>): { taka: bigint; per: bigint } {
  if (closed.intake_quantity > 0n) return { taka: closed.intake_tk * 10n, per: closed.intake_quantity };
  return { taka: decimalUnits(price, TAKA_PLACES), per: 100n };
}

/**
 * An item's food-cost figures over a period, from its running totals at the period's close and opening, in exact
 * integers (thousandths, poisha) as PostgreSQL's numeric adds them, or null when the period shows nothing of it
 * (no opening stock, intake, sale or waste, and no variance). The opening is the stock of the opened totals; the
 * period's figures are the differences; closing = opening + intakes − theoretical − waste + variance, actual =
 * theoretical + waste − variance. Waste and variance are valued at the exact average cost, each rounded once,
 * half away from zero, to the poisha (the old statement divided in numeric first: 16 to 20 digits, then rounded
 * again); actual taka = theoretical + waste − variance taka.
 */
export function ingredientFigures({ price, closed, opened }: ItemTotals): IngredientFigures | null {
  const [end, start] = [unitsOf(closed), unitsOf(opened)];
  const opening = start.intake_quantity - start.sold_quantity - start.waste_quantity + start.other_quantity;
  const intakes = end.intake_quantity - start.intake_quantity;
  const theoretical = end.sold_quantity - start.sold_quantity;
  const theoreticalTk = end.sold_tk - start.sold_tk;
  const waste = end.waste_quantity - start.waste_quantity;
  const variance = end.other_quantity - start.other_quantity;
  const shown = opening || intakes || theoretical || theoreticalTk || waste || variance;
  if (!shown) return null;
  const cost = unitCostOf(price, end);
  // thousandths × taka a unit is poisha × 10.
  const valued = (thousandths: bigint) => roundedQuotient(thousandths * cost.taka, cost.per * 10n);
  const [wasteTk, varianceTk] = [valued(waste), valued(variance)];
  const unitCost = roundedQuotient(cost.taka * 10n ** BigInt(UNIT_COST_PLACES), cost.per);
  return {
    unitCost: decimalNumber(unitCost, UNIT_COST_PLACES),
    opening: quantity(opening),
    intakes: quantity(intakes),
    theoretical: quantity(theoretical),
    waste: quantity(waste),
    closing: quantity(opening + intakes - theoretical - waste + variance),
    actual: quantity(theoretical + waste - variance),
    variance: quantity(variance),
    intakesTk: taka(end.intake_tk - start.intake_tk),
    theoreticalTk: taka(theoreticalTk),
    wasteTk: taka(wasteTk),
    actualTk: taka(theoreticalTk + wasteTk - varianceTk),
    varianceTk: taka(varianceTk),
  };
}

/**
 * The items the period shows, each with its figures, biggest loss in taka first: `items` come in the order
 * PostgreSQL gave them (their names by its collation), and a stable sort keeps it among equal variances. The
 * sort reads the variance as shown (a poisha apart are two numbers apart below ৳70 trillion).
 */
export function costedIngredients<T extends ItemTotals>(
  items: T[],
): { item: T; figures: IngredientFigures }[] {
  const costed: { item: T; figures: IngredientFigures }[] = [];
  for (const item of items) {
    const figures = ingredientFigures(item);
    if (figures) costed.push({ item, figures });
  }
  return costed.sort((a, b) => a.figures.varianceTk - b.figures.varianceTk);
}
