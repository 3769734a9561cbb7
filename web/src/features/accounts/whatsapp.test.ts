import { describe, expect, it } from 'vitest';
import '../../lib/i18n/accounts-words';
import { i18n } from '../../lib/i18n';
import { statementMessage, whatsAppLink } from './whatsapp';

const summary = {
  name: 'Rahim Uddin',
  business: 'Dastarkhan & Sons',
  from: '2026-03-01',
  to: '2026-03-31',
  openingBalance: 200,
  closingBalance: 1250.5,
  balance: 1250.5,
};

describe('the statement shared on WhatsApp', () => {
  it('sums the statement up in the catalogue’s words, with the figures in taka', () => {
    expect(statementMessage(i18n.t, summary)).toBe(
      'Dear Rahim Uddin, your account with Dastarkhan & Sons from 01 Mar 2026 to 31 Mar 2026: opening balance ৳200.00, closing balance ৳1,250.50. Balance due today: ৳1,250.50. Thank you.',
    );
  });

  it('opens the customer’s chat on wa.me with the message encoded, from any way the phone was written', () => {
    const link = whatsAppLink('+880 1712-345678', 'Owes ৳1,250.50 & more?');
    expect(link).toBe('https://wa.me/8801712345678?text=Owes%20%E0%A7%B31%2C250.50%20%26%20more%3F');
    expect(new URL(link!).searchParams.get('text')).toBe('Owes ৳1,250.50 & more?');
    expect(whatsAppLink('01712345678', 'x')).toBe('https://wa.me/8801712345678?text=x');
  });

  it('gives no link for a phone that is not a Bangladeshi mobile', () => {
    expect(whatsAppLink('', 'x')).toBeUndefined();
    expect(whatsAppLink('029876543', 'x')).toBeUndefined();
  });
});
