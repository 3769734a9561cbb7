import { roundedQuotient } from './exact-decimal';
import type { InventoryUnit } from './inventory';
import { UNIT_SIZES } from './units';

/** Sales move stock to the thousandth of the item's unit: the scale of the stock columns. */
export const USAGE_DECIMALS = 3;

export type SaleUsageInput = {
  /** Plates sold (a receipt's plates of one dish). */
  plates: number;
  /** The ingredient's quantity in the dish's batch, as the cook entered it. */
  batchQuantity: number;
  batchUnit: InventoryUnit;
  /** The stock item's own unit, which the usage is in. */
  itemUnit: InventoryUnit;
  /** How many full plates the batch makes (the yield). */
  batchPlates: number;
  /** The share of a full plate the dish is (a half plate 0.5). */
  portion?: number;
};

/** A decimal as an integer over a power of ten, exactly as it is spelled (no floating-point product). */
function exact(value: number): { units: bigint; scale: bigint } {
  const [whole, fraction = ''] = value.toFixed(6).replace(/0+$/, '').split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

/**
 * The one rounding rule of sale usage (issue 32, finding 8; ADR 0160): what `plates` of a dish take of one
 * ingredient, in the item's unit, is plates × batch quantity (converted to the item's unit, × the portion) ÷
 * the yield, divided once and rounded once, half away from zero, to USAGE_DECIMALS. Rounding the per-plate
 * amount first lost up to half a thousandth per sale, always downward: 20 ml for 24 plates, 3 plates sold, is
 * 0.0025 l, booked 0.003 l, not 0.002. The server's statements compute the same in exact numeric
 * (server/src/db/plate-usage.ts), and the server's tests hold them to this function.
 */
export function saleUsage(input: SaleUsageInput): number {
  const quantity = exact(input.batchQuantity);
  const portion = exact(input.portion ?? 1);
  const yieldPlates = exact(input.batchPlates);
  const places = 10n ** BigInt(USAGE_DECIMALS);
  const numerator =
    BigInt(input.plates) *
    quantity.units *
    BigInt(UNIT_SIZES[input.batchUnit]) *
    portion.units *
    yieldPlates.scale *
    places;
  const denominator = quantity.scale * portion.scale * BigInt(UNIT_SIZES[input.itemUnit]) * yieldPlates.units;
  return Number(roundedQuotient(numerator, denominator)) / Number(places);
}
