import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { businessLine } from './business-summary';

const FULL = {
  name: 'Dastarkhan Kacchi House',
  address: 'House 27, Road 7',
  cityState: 'Dhaka 1205',
  phone: '01711-456789',
  merchantId: 'MID-1',
  terminalId: 'TID-2',
};

describe("the counter's business line", () => {
  it('names every detail given, in the receipt’s order', () => {
    expect(businessLine(i18n.t, FULL)).toBe(
      'Dastarkhan Kacchi House · House 27, Road 7, Dhaka 1205 · 01711-456789 · Merchant MID-1 · Terminal TID-2',
    );
  });

  it('leaves out an empty detail with its separator and label', () => {
    const none = { address: '', cityState: '', phone: '', merchantId: '', terminalId: '' };
    expect(businessLine(i18n.t, { ...FULL, ...none })).toBe('Dastarkhan Kacchi House');
    expect(businessLine(i18n.t, { ...FULL, ...none, cityState: 'Sylhet', terminalId: 'T9' })).toBe(
      'Dastarkhan Kacchi House · Sylhet · Terminal T9',
    );
  });
});
