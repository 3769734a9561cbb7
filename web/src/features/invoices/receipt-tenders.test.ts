import type { Payment } from '@dastarkhan/contract/tenders';
import { describe, expect, it } from 'vitest';
import { receiptTenders } from './receipt-tenders';

const row = (method: Payment['method'], amount: number, reference = ''): Payment => ({
  _id: crypto.randomUUID(),
  method,
  amount,
  reference,
  createdAt: '2026-11-23T12:00:00.000Z',
  createdBy: null,
});

describe('what a receipt shows of its payments', () => {
  it('lists each tender of a split payment, with its reference, in the order taken', () => {
    expect(
      receiptTenders({
        paymentMethod: 'Mixed',
        payments: [row('Cash', 1000), row('bKash', 780, 'AB12CD34EF')],
      }),
    ).toEqual({
      kind: 'list',
      tenders: [
        { method: 'Cash', amount: 1000, reference: '' },
        { method: 'bKash', amount: 780, reference: 'AB12CD34EF' },
      ],
    });
  });

  it('lists a part paid on a credit sale, leaving the credit to the amount due', () => {
    expect(
      receiptTenders({ paymentMethod: 'Credit', payments: [row('Cash', 300), row('Credit', 700)] }),
    ).toEqual({ kind: 'list', tenders: [{ method: 'Cash', amount: 300, reference: '' }] });
  });

  it('keeps one tender as the single payment, with its reference, even after a correction', () => {
    expect(receiptTenders({ paymentMethod: 'Card', payments: [row('Card', 420, '4242')] })).toEqual({
      kind: 'single',
      tender: { method: 'Card', amount: 420, reference: '4242' },
    });
    expect(
      receiptTenders({ paymentMethod: 'Cash', payments: [row('Cash', 1000), row('Cash', -200)] }),
    ).toEqual({ kind: 'single', tender: { method: 'Cash', amount: 800, reference: '' } });
  });

  it('has no tender for a receipt with nothing paid yet', () => {
    expect(receiptTenders({ paymentMethod: 'Credit', payments: [row('Credit', 420)] })).toEqual({
      kind: 'single',
      tender: undefined,
    });
  });
});
