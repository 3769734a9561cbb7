import type { AccountPaymentInput } from '@dastarkhan/contract/accounts';
import type { Executor } from '../../db/client';
import { receivePayment, type PaymentContext } from './account-payment';
import { findAccountPayment } from './account-payment-read';
import { voidAccountPayment } from './account-payment-void';

/**
 * The receipts feature's public entry for payments received on a customer's account (issue 35): they write
 * rows on the receipts they pay, which only this feature writes. Handed to the accounts feature by routes.ts
 * (ADR 0083), as `receiptMaker` is to the held orders.
 */
export const paymentDesk = {
  /** Receives a payment on the customer's account in `tx`: its id. */
  receive: (tx: Executor, customerId: string, body: AccountPaymentInput, ctx: PaymentContext) =>
    receivePayment(tx, { customerId }, body, ctx),
  void: voidAccountPayment,
  find: findAccountPayment,
};
