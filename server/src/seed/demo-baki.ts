import { businessDay, shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { receiptRows, type DayOptions } from './demo';

type Regular = { id: string; name: string; phone: string; street: string };

/** How many days ago each regular ate on credit: some bills are fresh, some over 30, 60 and 90 days old. */
const CREDIT_DAYS = [[2, 12], [25, 40], [48, 70], [95, 20], [33], [64, 8], [110, 75, 3], [15]];

/**
 * Credit receipts of regulars, as the counter saves them for a customer with a phone: the whole bill on Credit,
 * or every other one part-paid in cash with the rest on Credit, at 10:00 (before the day's other receipts, whose
 * order numbers are their seconds). The ledger's trigger opens their accounts when the payments are inserted.
 */
export function bakiReceipts(regulars: readonly Regular[], optionsOf: (day: string) => DayOptions) {
  return regulars.flatMap((regular, index) =>
    (CREDIT_DAYS[index] ?? []).map((daysAgo, nth) => {
      const options = optionsOf('');
      const day = shiftDate(businessDay(options.notAfter, options.timeZone), -daysAgo);
      const at = new Date(
        startOfBusinessDay(day, options.timeZone).getTime() + (10 * 3600 + index * 60 + nth) * 1000,
      );
      const rows = receiptRows(at, { ...optionsOf(day), count: 1 });
      const total = toPoisha(Number(rows.invoice.total));
      const cash = (index + nth) % 2 === 1 ? Math.floor(total / 2 / 10_000) * 10_000 : 0;
      const tenders = [
        ...(cash > 0 ? [{ method: 'Cash' as const, amount: cash }] : []),
        { method: 'Credit' as const, amount: total - cash },
      ];
      return {
        ...rows,
        invoice: {
          ...rows.invoice,
          customerId: regular.id,
          customerName: regular.name,
          customerPhone: regular.phone,
          customerAddress: regular.street,
          amountPaid: poishaToDecimalString(cash),
          status: 'due' as const,
          paymentMethod: 'Credit' as const,
        },
        payments: tenders.map((tender) => ({
          ...rows.payments[0]!,
          method: tender.method,
          amount: poishaToDecimalString(tender.amount),
          reference: '',
        })),
      };
    }),
  );
}
