import { describe, expect, it } from 'vitest';
import { costedIngredients, ingredientFigures, type RunningTotals } from './ingredient-figures';

/** Running totals as PostgreSQL prints them, zero where not given. */
const totals = (given: Partial<RunningTotals> = {}): RunningTotals => ({
  intake_quantity: '0.000',
  intake_tk: '0.00',
  sold_quantity: '0.000',
  sold_tk: '0.00',
  waste_quantity: '0.000',
  other_quantity: '0.000',
  ...given,
});

describe('ingredientFigures', () => {
  it("computes a period's figures as differences of the running totals, valued at the average cost", () => {
    const figures = ingredientFigures({
      price: '99.00',
      opened: totals({
        intake_quantity: '10.000',
        intake_tk: '1000.00',
        sold_quantity: '2.000',
        sold_tk: '190.00',
        waste_quantity: '0.500',
        other_quantity: '-0.250',
      }),
      closed: totals({
        intake_quantity: '16.000',
        intake_tk: '1660.00',
        sold_quantity: '6.500',
        sold_tk: '640.00',
        waste_quantity: '1.250',
        other_quantity: '-1.000',
      }),
    });
    // Opening 10 − 2 − 0.5 − 0.25; cost 1660 ÷ 16 = 103.75 a kg (not the price); 0.75 kg × 103.75 = 77.8125.
    expect(figures).toEqual({
      unitCost: 103.75,
      opening: 7.25,
      intakes: 6,
      theoretical: 4.5,
      waste: 0.75,
      closing: 7.25,
      actual: 6,
      variance: -0.75,
      intakesTk: 660,
      theoreticalTk: 450,
      wasteTk: 77.81,
      actualTk: 605.62,
      varianceTk: -77.81,
    });
  });

  it('values an item never bought at its price, and rounds half a poisha away from zero both ways', () => {
    const figures = ingredientFigures({
      price: '1.00',
      opened: null,
      closed: totals({ waste_quantity: '0.005', other_quantity: '-0.005' }),
    });
    // 0.005 kg at ৳1 is ৳0.005 exactly: ৳0.01 wasted, −৳0.01 of variance (not −0.00).
    expect(figures).toMatchObject({
      unitCost: 1,
      opening: 0,
      waste: 0.005,
      variance: -0.005,
      closing: -0.01,
      actual: 0.01,
      wasteTk: 0.01,
      varianceTk: -0.01,
      actualTk: 0.02,
    });
  });

  it('reads an item with no movement before the period as opening at zero', () => {
    const figures = ingredientFigures({
      price: '120.00',
      opened: null,
      closed: totals({
        intake_quantity: '4.000',
        intake_tk: '500.00',
        sold_quantity: '1.500',
        sold_tk: '180.00',
      }),
    });
    expect(figures).toMatchObject({
      unitCost: 125,
      opening: 0,
      intakes: 4,
      intakesTk: 500,
      theoretical: 1.5,
      theoreticalTk: 180,
      closing: 2.5,
      actual: 1.5,
      actualTk: 180,
    });
  });

  it('values at the exact average cost, where a division to 20 places first would round a half down', () => {
    // ৳1 for 3 kg: a third of a taka a kg. 0.015 kg of it is ৳0.005 exactly, so ৳0.01; PostgreSQL's
    // round(0.015 * (1.00 / 3.000), 2) multiplies 0.33333333333333333333 and gives 0.00.
    const figures = ingredientFigures({
      price: '1.00',
      opened: totals({ intake_quantity: '3.000', intake_tk: '1.00' }),
      closed: totals({
        intake_quantity: '3.000',
        intake_tk: '1.00',
        waste_quantity: '0.015',
        other_quantity: '-0.015',
      }),
    });
    expect(figures).toMatchObject({
      unitCost: 0.3333,
      wasteTk: 0.01,
      varianceTk: -0.01,
      actualTk: 0.02,
    });
  });

  it('rounds the unit cost to 4 places, half away from zero', () => {
    // ৳0.01 for 200 kg is ৳0.00005 a kg.
    const figures = ingredientFigures({
      price: '1.00',
      opened: null,
      closed: totals({ intake_quantity: '200.000', intake_tk: '0.01' }),
    });
    expect(figures?.unitCost).toBe(0.0001);
  });

  it('leaves out an item the period shows nothing of, but keeps one that only has stock', () => {
    const emptied = totals({
      intake_quantity: '5.000',
      intake_tk: '500.00',
      sold_quantity: '5.000',
      sold_tk: '500.00',
    });
    expect(ingredientFigures({ price: '100.00', opened: emptied, closed: emptied })).toBeNull();
    const stocked = totals({ intake_quantity: '5.000', intake_tk: '500.00' });
    expect(ingredientFigures({ price: '100.00', opened: stocked, closed: stocked })).toMatchObject({
      opening: 5,
      closing: 5,
      intakes: 0,
      varianceTk: 0,
    });
  });
});

describe('costedIngredients', () => {
  it('puts the biggest loss first and keeps the given (name) order among equal variances', () => {
    const stocked = totals({ intake_quantity: '1.000', intake_tk: '10.00' });
    const item = (id: string, other: string) => ({
      id,
      price: '10.00',
      opened: stocked,
      closed: { ...stocked, other_quantity: other },
    });
    const rows = costedIngredients([
      item('apple', '0.000'),
      item('beef', '-1.000'),
      item('chilli', '0.000'),
      { id: 'dal', price: '10.00', opened: null, closed: totals() },
      item('egg', '0.500'),
      item('flour', '-2.000'),
    ]);
    expect(rows.map(({ item, figures }) => [item.id, figures.varianceTk])).toEqual([
      ['flour', -20],
      ['beef', -10],
      ['apple', 0],
      ['chilli', 0],
      ['egg', 5],
    ]);
  });
});
