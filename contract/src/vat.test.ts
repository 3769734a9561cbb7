import { describe, expect, it } from 'vitest';
import {
  computeReceiptVat,
  NO_VAT,
  rateInEffect,
  spreadPoisha,
  vatSettingsSchema,
  type TaxRate,
  type VatSettings,
} from './vat';

const standard = (percent: number, effectiveFrom: string): TaxRate => ({
  name: 'Standard',
  percent,
  effectiveFrom,
  inclusive: true,
});
/** January 2025 as it happened: 5 %, 15 % from the 9th, 5 % again from the 22nd. */
const JANUARY_2025 = [standard(5, '2022-07-01'), standard(15, '2025-01-09'), standard(5, '2025-01-22')];
const hotel: TaxRate = { name: 'Hotel', percent: 15, effectiveFrom: '2022-07-01', inclusive: false };

const settings = (over: Partial<VatSettings> = {}): VatSettings => ({
  ...NO_VAT,
  standardRate: 'Standard',
  rates: [...JANUARY_2025, hotel],
  ...over,
});

describe('the rate in effect', () => {
  it('is the latest row of its name from that day or before', () => {
    expect(rateInEffect(JANUARY_2025, 'Standard', '2025-01-08')?.percent).toBe(5);
    expect(rateInEffect(JANUARY_2025, 'Standard', '2025-01-09')?.percent).toBe(15);
    expect(rateInEffect(JANUARY_2025, 'Standard', '2025-01-21')?.percent).toBe(15);
    expect(rateInEffect(JANUARY_2025, 'Standard', '2025-01-22')?.percent).toBe(5);
    expect(rateInEffect(JANUARY_2025, 'Standard', '2022-06-30')).toBeUndefined();
  });
});

describe('spreading poisha', () => {
  it('gives each share rounded down and the remainder to the largest weight', () => {
    expect(spreadPoisha(3333, [70000, 30000])).toEqual([2334, 999]);
    expect(spreadPoisha(1, [100, 100])).toEqual([1, 0]);
    expect(spreadPoisha(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('a receipt’s VAT, to the poisha', () => {
  it('is nothing at all without rates and service charge: the receipt is made as before', () => {
    expect(computeReceiptVat([{ value: 105000, rateName: null }], 0, '2025-02-01', NO_VAT)).toBeNull();
  });

  it('takes VAT out of a VAT-inclusive menu price, leaving the total as it was', () => {
    const vat = computeReceiptVat([{ value: 105000, rateName: null }], 0, '2025-02-01', settings())!;
    expect(vat.lines).toEqual([
      { rateName: 'Standard', percent: 5, inclusive: true, taxable: 100000, vat: 5000 },
    ]);
    expect(vat).toMatchObject({ valueWithoutVat: 100000, vat: 5000, total: 105000, itemVat: [5000] });
  });

  it('uses the rate of the receipt’s own day: 15 % on 10 January 2025', () => {
    const vat = computeReceiptVat([{ value: 11500, rateName: 'Standard' }], 0, '2025-01-10', settings())!;
    expect(vat.lines[0]).toMatchObject({ percent: 15, taxable: 10000, vat: 1500 });
    expect(vat.total).toBe(11500);
  });

  it('adds VAT-exclusive rates on top, half a poisha rounded up', () => {
    const vat = computeReceiptVat([{ value: 1010, rateName: 'Hotel' }], 0, '2025-02-01', settings())!;
    // 15 % of ৳10.10 is 151.5 poisha.
    expect(vat).toMatchObject({ valueWithoutVat: 1010, vat: 152, total: 1162 });
  });

  it('spreads a discount over two rates pro rata and charges a taxed service charge', () => {
    const lines = [
      { value: 70000, rateName: null }, // 2 × ৳350 at the standard 5 %, inclusive
      { value: 30000, rateName: 'Hotel' }, // ৳300 at 15 % on top
    ];
    const vat = computeReceiptVat(lines, 3333, '2025-02-01', {
      ...settings(),
      serviceCharge: { percent: 10, taxed: true },
    })!;
    // Discount ৳33.33: 2333.1 → 2333 and 999.9 → 999, the remaining poisha to the larger: 2334 and 999.
    // Standard: 67666 net, without VAT 67666 / 1.05 = 64443.8 → 64444, VAT 3222.
    // Hotel: 29001 net, VAT 15 % = 4350.15 → 4350.
    // Service charge 10 % of 64444 + 29001 = 93445 → 9344.5 → 9345, taxed 5 % → 467.25 → 467.
    expect(vat.lines).toEqual([
      { rateName: 'Hotel', percent: 15, inclusive: false, taxable: 29001, vat: 4350 },
      { rateName: 'Standard', percent: 5, inclusive: true, taxable: 64444 + 9345, vat: 3222 + 467 },
    ]);
    expect(vat).toMatchObject({
      itemRates: ['Standard', 'Hotel'],
      itemVat: [3222, 4350],
      serviceCharge: 9345,
      serviceChargeVat: 467,
      valueWithoutVat: 64444 + 29001 + 9345,
      vat: 4350 + 3222 + 467,
      total: 102790 + 8039,
    });
  });

  it('leaves a line whose rate is not in effect untaxed, and an untaxed service charge without VAT', () => {
    const vat = computeReceiptVat([{ value: 20000, rateName: 'Standard' }], 0, '2020-01-01', {
      ...settings(),
      serviceCharge: { percent: 5, taxed: false },
    })!;
    expect(vat).toMatchObject({ lines: [], untaxed: 20000, serviceCharge: 1000, vat: 0, total: 21000 });
  });
});

describe('the VAT settings', () => {
  it('name a standard rate that exists and one row per name and date', () => {
    expect(vatSettingsSchema.safeParse(settings()).success).toBe(true);
    expect(vatSettingsSchema.safeParse(settings({ standardRate: 'Other' })).success).toBe(false);
    expect(
      vatSettingsSchema.safeParse(settings({ rates: [hotel, hotel], standardRate: 'Hotel' })).success,
    ).toBe(false);
    expect(vatSettingsSchema.safeParse(settings({ bin: '12345' })).success).toBe(false);
    expect(vatSettingsSchema.safeParse(settings({ bin: '000123456-0101' })).success).toBe(true);
  });
});
