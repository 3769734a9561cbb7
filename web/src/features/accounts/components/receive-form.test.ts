import { describe, expect, it } from 'vitest';
import '../../../lib/i18n/accounts-words';
import { receiveFormSchema } from './receive-payment-dialog';

const typed = { amount: '300', method: 'Cash', reference: '', note: '' } as const;
const problems = (form: object) =>
  receiveFormSchema
    .safeParse({ ...typed, ...form })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a payment received on account, as typed', () => {
  it('is sent as one tender with the note, a transaction ID as the wallet prints it', () => {
    expect(receiveFormSchema.parse({ ...typed, note: '  month end ' })).toEqual({
      tenders: [{ method: 'Cash', amount: 300, reference: '' }],
      note: 'month end',
    });
    expect(receiveFormSchema.parse({ ...typed, method: 'bKash', reference: 'bk7x9q2a' })).toEqual({
      tenders: [{ method: 'bKash', amount: 300, reference: 'BK7X9Q2A' }],
    });
  });

  it('needs an amount above 0, under the receipts’ own tender rule', () => {
    expect(problems({ amount: ' ' })).toEqual([['amount', 'Enter the amount received']]);
    expect(problems({ amount: '0' })).toEqual([['amount', 'Payment amount must be more than 0']]);
  });

  it('needs a bKash or Nagad transaction ID, and takes only 4 digits for a card', () => {
    expect(problems({ method: 'Nagad' })).toEqual([
      ['reference', 'A bKash or Nagad payment needs its transaction ID'],
    ]);
    expect(problems({ method: 'Card', reference: '12345' })).toEqual([
      ['reference', "A card's reference is its last 4 digits"],
    ]);
    expect(problems({ method: 'Card', reference: '' })).toBeUndefined();
  });
});
