import { describe, expect, it } from 'vitest';
import {
  chargeProblem,
  CREDIT_NEEDS_PHONE,
  laterPaymentProblem,
  legacyTenders,
  paymentsInputSchema,
  receivedTenders,
  settlement,
  tendersProblem,
} from './tenders';

const cash = (amount: number) => ({ method: 'Cash' as const, amount, reference: '' });
const bkash = (amount: number) => ({ method: 'bKash' as const, amount, reference: 'AB12CD34' });
const credit = (amount: number) => ({ method: 'Credit' as const, amount, reference: '' });

describe('tenders against a total, in poisha', () => {
  it('add up exactly, or with cash over the total as change', () => {
    expect(tendersProblem(0.3, [cash(0.1), bkash(0.2)])).toBeUndefined();
    expect(tendersProblem(1000, [cash(500), bkash(600)])).toBeUndefined();
    expect(settlement(1000, [cash(500), bkash(600)])).toEqual({
      amountPaid: 1100,
      status: 'paid',
      amountDue: 0,
      change: 100,
      paymentMethod: 'Mixed',
    });
  });

  it('refuse change from anything but cash, and a shortfall not put on credit', () => {
    expect(tendersProblem(1000, [bkash(1000.01)])).toContain('only cash can be more');
    expect(tendersProblem(1000, [cash(999.99)])).toContain('take the ৳0.01 left, or choose Credit for it');
    expect(tendersProblem(1000, [cash(400), credit(600)])).toBeUndefined();
    expect(settlement(1000, [cash(400), credit(600)])).toMatchObject({ status: 'due', amountDue: 600 });
  });

  it('make credit exactly what the others leave, and give it only to a customer with a phone (ADR 0145, 0147)', () => {
    expect(tendersProblem(1000, [credit(1000), cash(500)])).toContain(
      'Credit is only what the other payments leave owed',
    );
    expect(tendersProblem(1000, [cash(500), credit(600)])).toContain('৳1,100.00, not the total of ৳1,000.00');
    expect(chargeProblem(1000, [cash(300), credit(700)], '01711000111')).toBeUndefined();
    expect(chargeProblem(1000, [cash(300), credit(700)], ' ')).toBe(CREDIT_NEEDS_PHONE);
    // The spec's bare call names no payment: its default credit is not checked against the phone.
    expect(chargeProblem(1000, [credit(1000)], undefined)).toBeUndefined();
    expect(chargeProblem(1000, [bkash(1000)], '')).toBeUndefined();
    expect(chargeProblem(1000, [{ method: 'bKash', amount: 1000, reference: '' }], '')).toBe(
      'A bKash or Nagad payment needs its transaction ID',
    );
  });

  it('take a later payment only on what is owed, cash alone giving change', () => {
    expect(laterPaymentProblem(0, [cash(10)])).toBe('This receipt is already paid.');
    expect(laterPaymentProblem(600, [bkash(600.01)])).toContain('more than the ৳600.00 due');
    expect(laterPaymentProblem(600, [cash(1000)])).toBeUndefined();
    expect(laterPaymentProblem(600, [credit(100)])).toContain('Credit is not one');
  });

  it("read a spec-shaped body's amount and method as one payment, as before", () => {
    expect(legacyTenders(1000, 'bKash', 0)).toEqual([{ method: 'bKash', amount: 1000, reference: '' }]);
    expect(legacyTenders(1000, 'Cash', 0)).toEqual([cash(0)]);
    expect(settlement(1000, legacyTenders(1000, 'Cash', 0))).toMatchObject({
      paymentMethod: 'Cash',
      status: 'due',
    });
    expect(legacyTenders(1000, 'Credit', 0)).toEqual([credit(1000)]);
    expect(legacyTenders(1000, 'Credit', 300)).toEqual([cash(300), credit(700)]);
    // Credit chosen but paid in full: nothing is left on account, and cash over the total is change.
    expect(legacyTenders(1000, 'Credit', 1500)).toEqual([cash(1500)]);
    expect(legacyTenders(1000, 'bKash', 0, ' 8n7a6b5c4d ')).toEqual([
      { method: 'bKash', amount: 1000, reference: '8N7A6B5C4D' },
    ]);
  });

  it('read a receipt with money still on account as Credit, however much was paid, until it is settled', () => {
    expect(settlement(1000, legacyTenders(1000, 'Credit', 300))).toMatchObject({
      paymentMethod: 'Credit',
      amountPaid: 300,
      status: 'due',
    });
    expect(settlement(1000, [cash(400), bkash(200), credit(400)]).paymentMethod).toBe('Credit');
    const settledInCash = [cash(400), credit(600), credit(-600), cash(600)];
    expect(settlement(1000, settledInCash)).toMatchObject({ paymentMethod: 'Cash', status: 'paid' });
    expect(settlement(1000, [...settledInCash.slice(0, 3), bkash(600)]).paymentMethod).toBe('Mixed');
  });

  it('upper-case a transaction ID and refuse the same one twice in a list', () => {
    expect(paymentsInputSchema.parse([{ method: 'Nagad', amount: 5, reference: 'ab12cd34' }])).toEqual([
      { method: 'Nagad', amount: 5, reference: 'AB12CD34' },
    ]);
    const twice = paymentsInputSchema.safeParse([
      { method: 'bKash', amount: 5, reference: 'AB12CD34' },
      { method: 'bKash', amount: 5, reference: 'ab12cd34' },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('The same transaction ID is listed twice');
  });

  it('list the money received as the rows leave it: corrections netted, credit and nothing-paid left out', () => {
    const nagad = { method: 'Nagad' as const, amount: 600, reference: 'NG12CD34' };
    expect(receivedTenders([cash(500), bkash(600)])).toEqual([cash(500), bkash(600)]);
    // Cash ৳1,000 changed to ৳400 cash + ৳600 Nagad; a credit receipt settled later in cash.
    expect(receivedTenders([cash(1000), cash(-600), nagad])).toEqual([cash(400), nagad]);
    expect(receivedTenders([credit(1000), cash(1000.1), credit(-1000)])).toEqual([cash(1000.1)]);
    expect(receivedTenders([cash(0.1), cash(0.2)])).toEqual([cash(0.3)]);
    expect(receivedTenders([cash(0), credit(700)])).toEqual([]);
  });
});
