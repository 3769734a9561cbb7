import type { Account } from '@dastarkhan/contract/accounts';
import { describe, expect, it } from 'vitest';
import { creditAfter } from './credit-customer';

const account = (balance: number, creditLimit: number | null): Account => ({
  customerId: 'c1',
  name: 'Karim',
  phone: '01712345678',
  balance,
  creditLimit,
  lastPaymentDay: null,
  ageing: { days0to30: balance, days31to60: 0, days61to90: 0, over90: 0 },
});

describe('the counter’s credit-limit warning', () => {
  it('warns only when the credit takes the balance past the limit, not at it', () => {
    expect(creditAfter(account(250, 300), 50)).toEqual({ after: 300, overLimit: false });
    expect(creditAfter(account(250, 300), 50.01)).toEqual({ after: 300.01, overLimit: true });
    expect(creditAfter(account(0.1, 0.3), 0.2)).toEqual({ after: 0.3, overLimit: false });
  });

  it('never warns without a limit, without credit, or before the account is known', () => {
    expect(creditAfter(account(90_000, null), 5_000).overLimit).toBe(false);
    expect(creditAfter(account(900, 300), 0).overLimit).toBe(false);
    expect(creditAfter(undefined, 500)).toEqual({ after: 0, overLimit: false });
  });
});
