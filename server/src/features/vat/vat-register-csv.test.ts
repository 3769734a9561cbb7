import type { VatRegister } from '@dastarkhan/contract/vat';
import { describe, expect, it } from 'vitest';
import { vatRegisterCsv } from './vat-register';

/** A rate named by the admin the way an attacker would: a formula a spreadsheet runs when the file opens. */
const FORMULA = '=HYPERLINK("http://evil.example","VAT")';
const figures = {
  rates: [{ rateName: FORMULA, percent: 15, inclusive: true, taxable: 100, vat: 15 }],
  untaxed: 0,
  serviceCharge: 0,
  taxable: 100,
  vat: 15,
};
const register: VatRegister = { month: '2026-11', days: [{ day: '2026-11-27', ...figures }], ...figures };

describe('the VAT register as CSV', () => {
  it('writes a rate name a spreadsheet would run as a formula as text (issue 37: CSV injection)', () => {
    const lines = vatRegisterCsv(register).split('\r\n');
    expect(lines[1]).toBe(`2026-11-27,"'=HYPERLINK(""http://evil.example"",""VAT"")",15,yes,100.00,15.00,`);
    expect(lines.some((line) => /(^|,)"?=/.test(line))).toBe(false);
  });
});
