/**
 * A plain receipt as the counter sends it (two lines off the menu, a discount, cash from a note), for the bench's
 * receipt saves.
 */
const OFF_MENU = 'Bench dish off the menu';
export const invoiceBody = JSON.stringify({
  // The bench's database has no business details saved; the receipt brings its name (ADR 0060).
  businessName: 'Bench Kitchen',
  customer: { name: 'Bench Walk-in', phoneNumber: '' },
  // Lines off the menu: since the server prices menu dishes (ADR 0140) such a line needs its reason, or the save
  // is refused with 422 and the bench measures the refusal.
  items: [
    { name: 'Basmoti Kacchi', price: 350, quantity: 2, priceReason: OFF_MENU },
    { name: 'Borhani', price: 80, quantity: 1, priceReason: OFF_MENU },
  ],
  discountType: 'percent',
  discountAmount: 10,
  // ৳702.00 paid from a ৳1,000 note: a short cash payment is refused (ADR 0147).
  paymentMethod: 'Cash',
  amountPaid: 1000,
});
