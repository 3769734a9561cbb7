import { describe, expect, it } from 'vitest';
import { accountPaymentProblem, ageingBucket, NOTHING_OWED, spreadPayment } from './accounts';

const cash = (amount: number) => ({ method: 'Cash' as const, amount, reference: '' });
const bkash = (amount: number) => ({ method: 'bKash' as const, amount, reference: 'TRX123456' });

describe('a payment spread over due receipts, oldest first', () => {
  it('fills each in turn with card and wallet money first, cash last, the change on the last receipt paid', () => {
    // ৳300, ৳400 and ৳500 owed (in poisha); ৳500 cash and ৳200 bKash received: ৳700 applied.
    expect(spreadPayment([30_000, 40_000, 50_000], [cash(500), bkash(200)])).toEqual([
      { tenders: [bkash(200), cash(100)], paid: 30_000 },
      { tenders: [cash(400)], paid: 40_000 },
    ]);
    expect(spreadPayment([30_000, 40_000], [cash(1000)])).toEqual([
      { tenders: [cash(300)], paid: 30_000 },
      { tenders: [cash(700)], paid: 40_000 },
    ]);
  });

  it('keeps the tenders as sent on one receipt, what is over its due being the change', () => {
    expect(spreadPayment([10_000], [cash(50), bkash(80)])).toEqual([
      { tenders: [cash(50), bkash(80)], paid: 10_000 },
    ]);
  });
});

describe("a payment's refusals", () => {
  it('refuses nothing owed, Credit, and card or wallet money beyond the balance; takes cash beyond it', () => {
    expect(accountPaymentProblem(0, [cash(10)])).toBe(NOTHING_OWED);
    expect(accountPaymentProblem(100, [{ method: 'Credit', amount: 50, reference: '' }])).toMatch(/Credit/);
    expect(accountPaymentProblem(100, [bkash(150)])).toBe(
      'The customer owes ৳100.00: only cash can be more than what is owed (the change handed back).',
    );
    expect(accountPaymentProblem(100, [cash(150)])).toBeUndefined();
  });
});

describe('ageing buckets', () => {
  it('put 30 days in 0–30, 31 in 31–60, 60 and 61, 90 and 91 on either side', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'days0to30',
      'days0to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });
});
