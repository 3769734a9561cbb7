import { describe, expect, it } from 'vitest';
import {
  addItem,
  blankReceipt,
  capDiscount,
  parseQuantity,
  receiptBody,
  receiptTotals,
  validateReceipt,
  type ReceiptForm,
} from './receipt-form';

const kacchi = { recipeId: 'r1', name: 'Basmoti Kacchi', description: '', price: 420, image: '' };
const borhani = { recipeId: 'r2', name: 'Borhani', description: '', price: 80.5, image: '' };

const form = (changes: Partial<ReceiptForm>): ReceiptForm => ({ ...blankReceipt(), ...changes });

describe('the receipt form', () => {
  it('starts on today in Dhaka with the spec defaults', () => {
    const blank = blankReceipt(new Date('2026-11-21T18:30:00Z'));
    expect(blank).toMatchObject({
      issueDate: '2026-11-22',
      country: 'Bangladesh',
      paymentMethod: 'Credit',
      additionalNotes: 'THANK YOU FOR YOUR PURCHASE',
    });
  });

  it('adds a dish once and counts it up when picked again', () => {
    const items = addItem(addItem(addItem([], kacchi), borhani), kacchi);
    expect(items.map((item) => [item.name, item.quantity])).toEqual([
      ['Basmoti Kacchi', 2],
      ['Borhani', 1],
    ]);
  });

  it('keeps quantities at 1 or more, non-numbers becoming 1', () => {
    expect(['3', '0', '-2', 'abc', '', '2.7'].map(parseQuantity)).toEqual([3, 1, 1, 1, 1, 2]);
  });

  it('caps a percent discount at 100 but leaves a fixed one alone', () => {
    expect(capDiscount('percent', '150')).toEqual({ text: '100', capped: true });
    expect(capDiscount('percent', '10')).toEqual({ text: '10', capped: false });
    expect(capDiscount('fixed', '150')).toEqual({ text: '150', capped: false });
  });

  it('computes a 10 % discount, the total and the change exactly', () => {
    const totals = receiptTotals(
      form({
        items: addItem(addItem([], kacchi), borhani),
        discountType: 'percent',
        discountAmount: '10',
        amountPaid: '1000',
      }),
    );
    expect(totals).toMatchObject({ subTotal: 500.5, discount: 50.05, total: 450.45, change: 549.55 });
    const clamped = receiptTotals(form({ items: [{ ...kacchi, quantity: 1 }], discountAmount: '500' }));
    expect(clamped).toMatchObject({ total: 0, clampedToZero: true });
  });

  it('requires a customer name, a date and at least one item', () => {
    expect(validateReceipt(form({ issueDate: '' }))).toEqual({
      customerName: 'Customer name is required',
      issueDate: 'Date is required',
      items: 'Add at least one item to the receipt',
    });
  });

  it('sends the items, the discount and its own totals', () => {
    const body = receiptBody(
      form({ customerName: ' Rahim ', items: [{ ...kacchi, quantity: 2 }], discountAmount: 'x' }),
    );
    expect(body).toMatchObject({
      customer: { name: 'Rahim', country: 'Bangladesh' },
      discountType: 'fixed',
      discountAmount: 0,
      subTotal: 840,
      total: 840,
      items: [{ recipeId: 'r1', name: 'Basmoti Kacchi', price: 420, quantity: 2 }],
    });
  });
});
