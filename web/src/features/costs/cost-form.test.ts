import { costsBodySchema } from '@dastarkhan/contract/costs';
import { describe, expect, it } from 'vitest';
import { addCostsFormSchema, BLANK_COST } from './cost-form';

// SPEC §5's alert, letter for letter.
const COSTS_INCOMPLETE = 'Please fill in all required fields for each cost.';

describe('the Add New Costs form', () => {
  it.each([
    ['a reason', { reason: ' ', amount: '12' }],
    ['an amount', { reason: 'Gas', amount: '' }],
  ])('refuses a save with the spec’s one alert when a row has no %s', (_, row) => {
    const result = addCostsFormSchema.safeParse({ costs: [{ ...BLANK_COST, ...row }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['costs'], message: COSTS_INCOMPLETE }),
    ]);
  });

  it('sends the rows as the API takes them, amounts as numbers', () => {
    const { costs } = addCostsFormSchema.parse({
      costs: [
        { reason: ' Gas cylinder ', amount: '0.1', holderName: '' },
        { reason: 'Ice', amount: '0.2', holderName: ' Karim ' },
      ],
    });
    expect(costs).toEqual([
      { reason: 'Gas cylinder', amount: 0.1, holderName: '' },
      { reason: 'Ice', amount: 0.2, holderName: 'Karim' },
    ]);
    expect(costsBodySchema.safeParse(costs).error).toBeUndefined();
  });
});
