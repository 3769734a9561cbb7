// @vitest-environment jsdom
import { createInvoiceBodySchema } from '@dastarkhan/contract/invoices';
import { computeInvoiceTotals, type DiscountType } from '@dastarkhan/contract/money';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n/screen-words';
import { showLanguage } from '../../lib/i18n';
import { z } from 'zod';
import {
  amountOf,
  blankReceipt,
  heldOrderFields,
  chargeFormProblem,
  formTenders,
  lineForDish,
  leftQuantity,
  quickAmounts,
  receiptBody,
  receiptRulesSchema,
  receiptTotals,
  typedAmount,
  typedDiscount,
  typedQuantity,
  type ReceiptForm,
  type SelectedItem,
} from './receipt-form';

const kacchi = { recipeId: 'r1', name: 'Basmoti Kacchi', description: '', price: 420, image: '' };
const borhani = { recipeId: 'r2', name: 'Borhani', description: '', price: 80.5, image: '' };

const form = (changes: Partial<ReceiptForm>): ReceiptForm => ({ ...blankReceipt(), ...changes });
const cash = (amount: string) => [{ method: 'Cash' as const, amount, reference: '' }];

/** The items after picking a dish, as the editor places the line. */
function addItem(items: SelectedItem[], dish: Omit<SelectedItem, 'quantity'>): SelectedItem[] {
  const { index, line } = lineForDish(items, dish);
  return [...items.slice(0, index), line, ...items.slice(index + 1)];
}

describe('the receipt form: a new order and its lines', () => {
  it('starts as a walk-in on today in Dhaka with the spec defaults: nothing paid reads Credit, due', () => {
    const blank = blankReceipt(new Date('2026-11-21T18:30:00Z'));
    expect(blank).toMatchObject({
      customerName: 'Walk-in',
      phoneNumber: '',
      issueDate: '2026-11-22',
      country: 'Bangladesh',
      additionalNotes: 'THANK YOU FOR YOUR PURCHASE',
    });
    expect(receiptRulesSchema.safeParse({ ...blank, items: [{ ...kacchi, quantity: 1 }] }).success).toBe(
      true,
    );
    const unpaid = receiptTotals({ ...blank, items: [{ ...kacchi, quantity: 1 }] });
    expect(unpaid).toMatchObject({ paymentMethod: 'Credit', status: 'due', amountDue: 420, amountPaid: 0 });
  });

  it('adds a dish once and counts it up when picked again', () => {
    const items = addItem(addItem(addItem([], kacchi), borhani), kacchi);
    expect(items.map((item) => [item.name, item.quantity])).toEqual([
      ['Basmoti Kacchi', 2],
      ['Borhani', 1],
    ]);
  });

  it('takes a typed quantity as it is typed once it is a whole number from 1 up, however large', () => {
    expect(['3', '13', '20000', '0', '-2', '', '2.7', 'abc'].map(typedQuantity)).toEqual([
      3,
      13,
      20000,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a left quantity at 1 or more, an emptied box going back to what the line had', () => {
    expect(['3', '0', '-2', '2.7', '', 'abc'].map((text) => leftQuantity(text, 4))).toEqual([
      3, 1, 1, 2, 4, 4,
    ]);
  });

  it('refuses to charge a line of more than the server takes, saying how many it takes', () => {
    const line = (quantity: number) => form({ items: [{ ...kacchi, quantity }] });
    expect(receiptRulesSchema.safeParse(line(10_000)).success).toBe(true);
    const tooMany = receiptRulesSchema.safeParse(line(10_001));
    expect(tooMany.error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 0, 'quantity'], message: 'Quantity must be at most 10000' }),
    ]);
  });
});

describe('the receipt form: amounts and the discount', () => {
  it('caps a percent discount at 100 but leaves a fixed one alone', () => {
    expect(typedDiscount('percent', '15', '150')).toEqual({ text: '100', cut: false, capped: true });
    expect(typedDiscount('percent', '1', '10')).toEqual({ text: '10', cut: false, capped: false });
    expect(typedDiscount('fixed', '15', '150')).toEqual({ text: '150', cut: false, capped: false });
  });

  it.each<[string, DiscountType, string, string, string]>([
    ['a 33.333 % discount', 'percent', '33.333', '0', '33.33'],
    ['a 0.005 % discount', 'percent', '0.005', '0', '0.00'],
    ['a ৳10.999 discount', 'fixed', '10.999', '0', '10.99'],
    ['৳2000.005 paid', 'fixed', '0', '2000.005', '2000.00'],
  ])(
    'keeps %s to 2 decimals as it is typed, so the server stores what the form shows',
    (_, type, discount, paid, kept) => {
      // Typed one key at a time into an emptied box, as the editor keeps each keystroke.
      const typeInto = (keep: (previous: string, typed: string) => string, keys: string) =>
        Array.from(keys).reduce((box, key) => keep(box, box + key), '');
      const typed = form({
        // Dishes without recipe ids, as if typed in by hand: the body then passes the contract as it is.
        items: [kacchi, borhani].map((dish) => ({ ...dish, recipeId: null, quantity: 1 })),
        discountType: type,
        discountAmount: typeInto((previous, text) => typedDiscount(type, previous, text).text, discount),
        payments: cash(typeInto((previous, text) => typedAmount(previous, text).text, paid)),
      });
      expect([typed.discountAmount, typed.payments[0]!.amount]).toContain(kept);

      const body = receiptBody({ ...typed, customerName: 'Rahim' });
      const accepted = createInvoiceBodySchema.safeParse(body);
      expect(accepted.error?.issues).toBeUndefined();
      const shown = receiptTotals(typed);
      const stored = computeInvoiceTotals(body.items, type, body.discountAmount!);
      expect(stored).toMatchObject({ discount: shown.discount, total: shown.total });
      const paidInBody = (body.payments ?? []).filter((tender) => tender.method !== 'Credit');
      expect(paidInBody.reduce((sum, tender) => sum + tender.amount, 0)).toBe(shown.amountPaid);
    },
  );

  it('says when it drops a decimal, keeps letters for the box to show, and refuses too large an amount', () => {
    expect(typedAmount('10.99', '10.999')).toEqual({ text: '10.99', cut: true });
    expect(typedAmount('12', '12.')).toEqual({ text: '12.', cut: false });
    expect(typedAmount('', '.5')).toEqual({ text: '.5', cut: false });
    expect(typedAmount('7', '1000000000000')).toEqual({ text: '7', cut: false });
    for (const kept of ['1ooo', '-5', '1e3', 'abc', '1,000']) {
      expect(typedAmount('7', kept)).toEqual({ text: kept, cut: false });
      expect(amountOf(kept)).toBe(0);
    }
  });

  it('takes an amount typed in Bengali digits as the same amount in ASCII ones', () => {
    expect(typedAmount('', '৫০০')).toEqual({ text: '500', cut: false });
    expect(typedAmount('12', '১২.৫০৯')).toEqual({ text: '12.50', cut: true });
    expect(amountOf(typedAmount('', '১,০০০').text)).toBe(0);
  });

  it('refuses a cash amount typed with letters ("1ooo") instead of taking it as 1', () => {
    const typo = form({ items: [{ ...kacchi, quantity: 1 }], payments: cash('1ooo') });
    const refused = receiptRulesSchema.safeParse(typo);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payments.0.amount', 'Not a number: type digits only, like 1000.'],
    ]);
    expect(chargeFormProblem(typo, receiptTotals(typo))).toBe('Not a number: type digits only, like 1000.');
    expect(receiptTotals(typo).amountPaid).toBe(0);
  });

  it('computes a 10 % discount, the total and the change exactly', () => {
    const totals = receiptTotals(
      form({
        items: addItem(addItem([], kacchi), borhani),
        discountType: 'percent',
        discountAmount: '10',
        payments: cash('1000'),
      }),
    );
    expect(totals).toMatchObject({ subTotal: 500.5, discount: 50.05, total: 450.45, change: 549.55 });
    const clamped = receiptTotals(form({ items: [{ ...kacchi, quantity: 1 }], discountAmount: '500' }));
    expect(clamped).toMatchObject({ total: 0, clampedToZero: true });
  });
});

describe('the receipt form: what it sends and how it is paid', () => {
  it('requires a customer name, a date and at least one item', () => {
    const refused = receiptRulesSchema.safeParse(form({ customerName: '  ', issueDate: '' }));
    expect(refused.success).toBe(false);
    expect(z.flattenError(refused.error!).fieldErrors).toEqual({
      customerName: ['Customer name is required'],
      issueDate: ['Date is required'],
      items: ['Add at least one item to the receipt'],
    });
    const dish = { ...kacchi, quantity: 1 };
    expect(receiptRulesSchema.safeParse(form({ customerName: 'Rahim', items: [dish] })).success).toBe(true);
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

  it('is due only with Credit chosen for the rest, never for a walk-in; a card or wallet left blank pays what is left', () => {
    const lines = { items: [{ ...kacchi, quantity: 1 }] };
    const part = form({ ...lines, payments: cash('100') });
    const short = receiptTotals(part);
    expect(short).toMatchObject({ status: 'due', amountDue: 320, change: 0 });
    expect(short.tenders).toEqual([{ method: 'Cash', amount: 100, reference: '' }]);
    expect(chargeFormProblem(part, short)).toContain('take the ৳320.00 left, or choose Credit for it');

    const onCredit = form({
      ...lines,
      payments: [...cash('100'), { method: 'Credit', amount: '', reference: '' }],
    });
    expect(receiptBody(onCredit).payments).toEqual([
      { method: 'Cash', amount: 100, reference: '' },
      { method: 'Credit', amount: 320, reference: '' },
    ]);
    expect(chargeFormProblem(onCredit, receiptTotals(onCredit))).toBe(
      "Credit needs the customer's phone number: a walk-in pays the whole bill now.",
    );
    const regular = { ...onCredit, phoneNumber: '01711000111' };
    expect(chargeFormProblem(regular, receiptTotals(regular))).toBeUndefined();
    const wallet = form({ ...lines, payments: [{ method: 'bKash', amount: '', reference: ' 8n7a6b5c4d ' }] });
    expect(receiptTotals(wallet)).toMatchObject({ status: 'paid', amountPaid: 420, change: 0 });
    expect(receiptBody(wallet).payments).toEqual([{ method: 'bKash', amount: 420, reference: '8n7a6b5c4d' }]);
  });

  it('splits ৳500 cash and the rest by bKash, and gives change from cash only', () => {
    const split = formTenders(1050, [
      { method: 'Cash', amount: '500', reference: '' },
      { method: 'bKash', amount: '', reference: 'TRX12345' },
    ]);
    expect(split).toEqual([
      { method: 'Cash', amount: 500, reference: '' },
      { method: 'bKash', amount: 550, reference: 'TRX12345' },
    ]);
    const over = receiptTotals(form({ items: [{ ...kacchi, quantity: 1 }], payments: cash('500') }));
    expect(over).toMatchObject({ status: 'paid', change: 80, paymentMethod: 'Cash' });
    const credit = formTenders(420, [{ method: 'Credit', amount: '99', reference: '' }]);
    expect(credit).toEqual([{ method: 'Credit', amount: 420, reference: '' }]);
    expect(formTenders(420, cash('100'))).toEqual([{ method: 'Cash', amount: 100, reference: '' }]);
  });

  it('asks a bKash or Nagad payment for its transaction ID before it is sent', () => {
    const lines = { items: [{ ...kacchi, quantity: 1 }] };
    const noId = form({ ...lines, payments: [{ method: 'Nagad', amount: '', reference: '' }] });
    const refused = receiptRulesSchema.safeParse(noId);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payments.0.reference', 'A bKash or Nagad payment needs its transaction ID'],
    ]);
  });

  it('offers exact cash and the next ৳100, ৳500 and ৳1000 above what is owed, once each', () => {
    expect(quickAmounts(1050)).toEqual([1050, 1100, 1500, 2000]);
    expect(quickAmounts(420.45)).toEqual([420.45, 500, 1000]);
    expect(quickAmounts(1000)).toEqual([1000, 1100, 1500, 2000]);
    expect(quickAmounts(0)).toEqual([]);
  });
});

describe('the counter’s VAT (issue 34)', () => {
  const settings = {
    bin: '',
    standardRate: 'Standard',
    rates: [
      { name: 'Standard', percent: 5, effectiveFrom: '2022-07-01', inclusive: true },
      { name: 'Hotel', percent: 15, effectiveFrom: '2022-07-01', inclusive: false },
    ],
    serviceCharge: { percent: 10, taxed: true },
  };
  const vat = { settings, dishRate: (id: string | null) => (id === 'r2' ? 'Hotel' : null) };

  it('charges and sends what the server will store: Borhani’s 15 % on top, the service charge and its VAT', () => {
    // ৳420 at 5 % inclusive: ৳400.00 without VAT; ৳80.50 at 15 % on top: VAT 12.075 → ৳12.08.
    // Service charge 10 % of ৳480.50 = ৳48.05, its VAT 5 % = 2.4025 → ৳2.40.
    const order = form({
      items: [
        { ...kacchi, quantity: 1 },
        { ...borhani, quantity: 1 },
      ],
      payments: cash(''),
    });
    const totals = receiptTotals(order, vat);
    expect(totals.total).toBe(563.03); // 420 + 80.50 + 12.08 + 48.05 + 2.40
    expect(totals.vat?.lines.map((line) => [line.rateName, line.vat])).toEqual([
      ['Hotel', 1208],
      ['Standard', 2000 + 240],
    ]);
    // The tenders must cover the VAT-inclusive total, as the server's tender rule asks.
    const short = { ...order, payments: cash('500.50') };
    expect(chargeFormProblem(short, receiptTotals(short, vat))).toEqual(expect.any(String));
    const exact = { ...order, payments: cash('563.03') };
    expect(chargeFormProblem(exact, receiptTotals(exact, vat))).toBeUndefined();
    expect(receiptBody(exact, vat).payments).toEqual([{ method: 'Cash', amount: 563.03, reference: '' }]);
  });

  it('is today’s total without a context: the menu prices less the discount', () => {
    const order = form({ items: [{ ...kacchi, quantity: 1 }] });
    expect(receiptTotals(order)).toMatchObject({ total: 420, vat: null });
  });
});

describe('the receipt form in Bangla (issue 36)', () => {
  afterEach(() => showLanguage('en'));

  it('books a walk-in as the books’ English walk-in, never as a customer named ওয়াক-ইন', async () => {
    await showLanguage('bn');
    const walkIn = blankReceipt();
    expect(walkIn.customerName).toBe('ওয়াক-ইন');
    expect(receiptBody({ ...walkIn, items: [{ ...kacchi, quantity: 1 }] }).customer.name).toBe('Walk-in');
    expect(heldOrderFields(walkIn).customer.name).toBe('');
    expect(receiptBody(form({ customerName: 'রহিম' })).customer.name).toBe('রহিম');
  });
});
