import { supplierPaymentBodySchema } from '@dastarkhan/contract/suppliers';
import { describe, expect, it } from 'vitest';
import { BLANK_PAYMENT, payFormSchema } from './pay-form';

describe('the Pay supplier form', () => {
  it('asks for an amount, and a bKash or Nagad payment’s transaction ID', () => {
    expect(payFormSchema.safeParse(BLANK_PAYMENT).error?.issues).toEqual([
      expect.objectContaining({ path: ['amount'], message: 'Amount is required' }),
    ]);
    const wallet = payFormSchema.safeParse({ ...BLANK_PAYMENT, amount: '500', method: 'bKash' });
    expect(wallet.error?.issues).toEqual([
      expect.objectContaining({
        path: ['reference'],
        message: 'A bKash or Nagad payment needs its transaction ID',
      }),
    ]);
    expect(payFormSchema.safeParse({ ...BLANK_PAYMENT, amount: '0' }).error?.issues[0]?.message).toBe(
      'Amount must be more than 0',
    );
  });

  it('sends what the API takes: the amount as a number, Cash by default', () => {
    const sent = payFormSchema.parse({ ...BLANK_PAYMENT, amount: '500.50', note: ' Half ' });
    expect(sent).toEqual({ amount: 500.5, method: 'Cash', reference: '', note: 'Half' });
    expect(supplierPaymentBodySchema.safeParse(sent).error).toBeUndefined();
  });
});
