import { describe, expect, it } from 'vitest';
import { createInvoiceBodySchema, invoiceSummarySchema } from './invoices';
import { businessDetailsOf, businessDetailsSchema, receiptBusinessFields } from './settings';

/** Each detail as the settings name it, the receipt field that prints it, and its longest value. */
const FIELDS = [
  ['name', 'businessName', 120],
  ['address', 'businessAddress', 200],
  ['address2', 'businessAddress2', 200],
  ['cityState', 'businessCityState', 120],
  ['phone', 'businessPhone', 40],
  ['merchantId', 'merchantId', 40],
  ['terminalId', 'terminalId', 40],
] as const;

const DETAILS = {
  name: 'Kacchi Bhai',
  address: 'House 27, Road 7',
  address2: 'Dhanmondi',
  cityState: 'Dhaka 1205',
  phone: '+880 1711-456789',
  merchantId: 'MID-1',
  terminalId: 'TID-2',
};

describe('business details on a receipt', () => {
  it('prints each detail under its receipt field, and reads it back', () => {
    const printed = receiptBusinessFields(DETAILS);
    expect(printed).toEqual(Object.fromEntries(FIELDS.map(([key, field]) => [field, DETAILS[key]])));
    expect(businessDetailsOf(printed)).toEqual(DETAILS);
  });

  it('takes on a receipt exactly what the settings take, and every receipt answer carries it', () => {
    const receipt = { customer: { name: 'Walk-in' }, items: [{ name: 'Kacchi', price: 1, quantity: 1 }] };
    for (const [key, field, max] of FIELDS) {
      for (const [length, accepted] of [
        [max, true],
        [max + 1, false],
      ] as const) {
        const value = 'x'.repeat(length);
        const inSettings = businessDetailsSchema.safeParse({ ...DETAILS, [key]: value });
        const onReceipt = createInvoiceBodySchema.safeParse({ ...receipt, [field]: value });
        expect(inSettings.success, `${key} of ${length}`).toBe(accepted);
        expect(onReceipt.success, `${field} of ${length}`).toBe(accepted);
      }
      expect(invoiceSummarySchema.shape).toHaveProperty(field);
    }
  });
});
