import '../../lib/i18n/supplier-words';
import { needsWalletReference, SUPPLIER_TENDERS, supplierPaymentShape } from '@dastarkhan/contract/suppliers';
import { typedNumber } from '../../lib/typed-number';

/** "Pay supplier" as typed: the amount from its box, then the contract's rules (a wallet needs its ID). */
export const payFormSchema = supplierPaymentShape
  .extend({ amount: typedNumber('suppliers.pay.amountRequired', supplierPaymentShape.shape.amount) })
  .superRefine(needsWalletReference);

/** Cash first: most suppliers are paid from the drawer. */
export const BLANK_PAYMENT = { amount: '', method: SUPPLIER_TENDERS[0], reference: '', note: '' };
