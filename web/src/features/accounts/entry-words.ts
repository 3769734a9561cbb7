import type { StatementEntry } from '@dastarkhan/contract/accounts';
import type { TFunction } from '../../lib/i18n';

/** A statement line in words: "Credit sale, receipt INV-…", "Payment MR-000123", "Payment MR-000123 voided". */
export function entryLabel(t: TFunction, entry: StatementEntry): string {
  const number = entry.invoiceNumber ?? entry.paymentNumber ?? '';
  return t(`accounts.statement.kinds.${entry.kind}`, { number });
}
