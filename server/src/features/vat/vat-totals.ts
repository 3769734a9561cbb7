import type { Executor } from '../../db/client';
import { dayVatTotals } from './vat-register';

/**
 * The VAT feature's public entry for another feature (features never import each other, ADR 0062): the app
 * hands it over in routes.ts, as it hands over `receiptMaker`. `ofDay` is a business day's VAT and service
 * charge in taka, and its VAT per rate, read from the VAT roll-up (never a sum over receipts): what the day
 * close's X and Z reports print (issue 34). A void takes its receipt's VAT back on the receipt's own day.
 */
export const vatTotals = {
  ofDay: (db: Executor, day: string) => dayVatTotals(db, day),
};
export type VatTotals = typeof vatTotals;
