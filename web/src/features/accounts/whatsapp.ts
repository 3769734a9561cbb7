import { normalizeBdPhone } from '@dastarkhan/contract/phone';
import { formatDate, formatTaka } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';

/** What the WhatsApp message sums up: whose statement, of which period, and the figures it ends on. */
export type StatementSummary = {
  name: string;
  business: string;
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  /** What the customer owes today, whatever the period. */
  balance: number;
};

/** The message in the customer's language (English until issue 36 brings Bangla), from the catalogue. */
export function statementMessage(t: TFunction, summary: StatementSummary): string {
  return t('accounts.whatsapp.text', {
    name: summary.name,
    business: summary.business,
    from: formatDate(summary.from),
    to: formatDate(summary.to),
    opening: formatTaka(summary.openingBalance),
    closing: formatTaka(summary.closingBalance),
    balance: formatTaka(summary.balance),
  });
}

/**
 * A wa.me link that opens WhatsApp on the customer's chat with the message typed in (no gateway): the number in
 * its international form without the plus (8801712345678). Undefined for a phone that is not a BD mobile.
 */
export function whatsAppLink(phone: string, message: string): string | undefined {
  const national = normalizeBdPhone(phone);
  if (!national) return undefined;
  return `https://wa.me/88${national}?text=${encodeURIComponent(message)}`;
}
