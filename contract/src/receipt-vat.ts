import { z } from 'zod';
import { optionalText } from './common';
import { fromPoisha, toPoisha, type Poisha } from './money';
import type { TaxRate, VatSettings } from './vat';

/**
 * A receipt's VAT and service charge (issue 34, ADR 0180): the one computation, in integer poisha with one
 * rounding rule (half up), used by the counter and by the server, so both agree to the poisha, and the schemas a
 * receipt carries. The settings' and the register's schemas stay in vat.ts, out of the counter's first download.
 */

/** The longest rate name and BIN; a rate table of at most this many rows (a few names, each a few dates). */
export const RATE_NAME_MAX = 40;
export const RATES_MAX = 50;
/** A Business Identification Number: 9 or 13 digits, written with or without a hyphen before the branch. */
export const BIN_INVALID = 'BIN must be 9 or 13 digits';
export const binSchema = optionalText(14).refine(
  (bin) => bin === '' || /^\d{9}(-?\d{4})?$/.test(bin),
  BIN_INVALID,
);

/** What a receipt stored per rate: the rate as it was on its day, the value without VAT and the VAT. */
export const vatLineSchema = z.object({
  rateName: z.string(),
  percent: z.number(),
  inclusive: z.boolean(),
  taxable: z.number(),
  vat: z.number(),
});
export type VatLine = z.infer<typeof vatLineSchema>;

/** The distinct rate names, for a dish's rate picker. */
export const rateNames = (settings: VatSettings) => [...new Set(settings.rates.map((rate) => rate.name))];

/** The row of rate `name` in effect on `day` (the latest from that day or before), if any. */
export function rateInEffect(rates: readonly TaxRate[], name: string, day: string): TaxRate | undefined {
  let found: TaxRate | undefined;
  for (const rate of rates)
    if (
      rate.name === name &&
      rate.effectiveFrom <= day &&
      (!found || rate.effectiveFrom > found.effectiveFrom)
    )
      found = rate;
  return found;
}

/** `a × b / c` rounded half up, for non-negative integers; in BigInt, as poisha × basis points pass 2^53. */
function mulDivHalfUp(a: Poisha, b: number, c: number): Poisha {
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));
}

/**
 * `total` spread over `weights` pro rata, each share rounded down, the remainder poisha to the largest weight
 * (the first of equals): the shares add up to `total` exactly.
 */
export function spreadPoisha(total: Poisha, weights: readonly Poisha[]): Poisha[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Number((BigInt(total) * BigInt(weight)) / BigInt(sum)));
  let largest = 0;
  weights.forEach((weight, index) => {
    if (weight > weights[largest]!) largest = index;
  });
  shares[largest]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** A receipt line as the computation sees it: its value (price × quantity) and the rate name it pays. */
export type VatInputLine = { value: Poisha; rateName: string | null };

/** A receipt's VAT, service charge and total, in poisha. */
export type ReceiptVat = {
  /** One line per rate charged, by rate name; the taxed service charge sits in the standard rate's line. */
  lines: { rateName: string; percent: number; inclusive: boolean; taxable: Poisha; vat: Poisha }[];
  /** The rate each receipt line paid (null: none in effect), and its VAT after its share of the discount. */
  itemRates: (string | null)[];
  itemVat: Poisha[];
  /** The value of lines with no rate in effect, after their share of the discount. */
  untaxed: Poisha;
  serviceCharge: Poisha;
  serviceChargeVat: Poisha;
  valueWithoutVat: Poisha;
  vat: Poisha;
  total: Poisha;
};

type Group = { rate: TaxRate | null; indexes: number[]; gross: Poisha };

/** The receipt's lines grouped by the rate row in effect on `day` (null: untaxed), in order of first use. */
function groupByRate(lines: readonly VatInputLine[], settings: VatSettings, day: string) {
  const groups = new Map<string, Group>();
  const itemRates = lines.map(
    (line) => rateInEffect(settings.rates, line.rateName ?? settings.standardRate, day) ?? null,
  );
  itemRates.forEach((rate, index) => {
    const key = rate?.name ?? '';
    const group = groups.get(key) ?? { rate, indexes: [], gross: 0 };
    group.indexes.push(index);
    group.gross += lines[index]!.value;
    groups.set(key, group);
  });
  return { groups: [...groups.values()], itemRates: itemRates.map((rate) => rate?.name ?? null) };
}

/** A rate's value without VAT and its VAT, on `net` poisha charged at menu prices (inclusive) or before VAT. */
function taxOf(net: Poisha, rate: TaxRate): { taxable: Poisha; vat: Poisha } {
  const basis = toPoisha(rate.percent);
  if (!rate.inclusive) return { taxable: net, vat: mulDivHalfUp(net, basis, 10_000) };
  const taxable = mulDivHalfUp(net, 10_000, 10_000 + basis);
  return { taxable, vat: net - taxable };
}

/**
 * The receipt's VAT on `day` (its issue date): the discount (already computed, in poisha) is spread over the
 * rates pro rata by their lines' value, the remainder poisha to the largest; each rate's VAT is taken out of
 * (inclusive) or added on (exclusive) what is left; the service charge is a percent of the value without VAT
 * after the discount, and with `taxed` pays the standard rate on top. Null when the settings have neither a
 * rate nor a service charge: the receipt is made as before VAT and reads "VAT not recorded".
 */
export function computeReceiptVat(
  lines: readonly VatInputLine[],
  discount: Poisha,
  day: string,
  settings: VatSettings,
): ReceiptVat | null {
  const serviceBasis = toPoisha(settings.serviceCharge.percent);
  if (settings.rates.length === 0 && serviceBasis === 0) return null;
  const { groups, itemRates } = groupByRate(lines, settings, day);
  const discounts = spreadPoisha(
    discount,
    groups.map((group) => group.gross),
  );
  const itemVat = lines.map(() => 0);
  let untaxed = 0;
  const taxed: ReceiptVat['lines'] = [];
  groups.forEach((group, index) => {
    const net = group.gross - discounts[index]!;
    if (!group.rate) {
      untaxed += net;
      return;
    }
    const { taxable, vat } = taxOf(net, group.rate);
    const shares = spreadPoisha(
      vat,
      group.indexes.map((line) => lines[line]!.value),
    );
    group.indexes.forEach((line, at) => (itemVat[line] = shares[at]!));
    const { name, percent, inclusive } = group.rate;
    taxed.push({ rateName: name, percent, inclusive, taxable, vat });
  });
  const goodsWithoutVat = untaxed + taxed.reduce((sum, line) => sum + line.taxable, 0);
  const serviceCharge = mulDivHalfUp(goodsWithoutVat, serviceBasis, 10_000);
  const serviceRate = settings.serviceCharge.taxed
    ? rateInEffect(settings.rates, settings.standardRate, day)
    : undefined;
  const serviceChargeVat = serviceRate
    ? mulDivHalfUp(serviceCharge, toPoisha(serviceRate.percent), 10_000)
    : 0;
  if (serviceRate && serviceCharge > 0) {
    const line = taxed.find((one) => one.rateName === serviceRate.name);
    if (line) {
      line.taxable += serviceCharge;
      line.vat += serviceChargeVat;
    } else {
      const { name, percent, inclusive } = serviceRate;
      taxed.push({ rateName: name, percent, inclusive, taxable: serviceCharge, vat: serviceChargeVat });
    }
  }
  taxed.sort((a, b) => (a.rateName < b.rateName ? -1 : a.rateName > b.rateName ? 1 : 0));
  const vat = taxed.reduce((sum, line) => sum + line.vat, 0);
  const valueWithoutVat = goodsWithoutVat + serviceCharge;
  return {
    lines: taxed,
    itemRates,
    itemVat,
    untaxed,
    serviceCharge,
    serviceChargeVat,
    valueWithoutVat,
    vat,
    total: valueWithoutVat + vat,
  };
}

/** The VAT lines in taka, as a receipt stores and the API shows them. */
export const vatLinesInTaka = (vat: ReceiptVat): VatLine[] =>
  vat.lines.map((line) => ({ ...line, taxable: fromPoisha(line.taxable), vat: fromPoisha(line.vat) }));
