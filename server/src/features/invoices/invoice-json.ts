import type { Invoice, InvoiceSummary, ReceiptVatJson } from '@dastarkhan/contract/invoices';
import { fromPoisha, toPoisha } from '@dastarkhan/contract/money';
import type { Payment } from '@dastarkhan/contract/tenders';
import { receiptBusinessOf } from '@dastarkhan/contract/settings';
import type { invoiceItems, invoices } from '../../db/schema';
import { toIso, toMoney } from '../../lib/reply';

type InvoiceRow = typeof invoices.$inferSelect;

/** The receipt's customer as the API and the receipt form see it. */
export function customerOf(row: InvoiceRow) {
  return {
    name: row.customerName,
    address: row.customerAddress,
    phoneNumber: row.customerPhone,
    country: row.customerCountry,
  };
}
type ItemRow = typeof invoiceItems.$inferSelect;

/** The receipt's VAT as it stored it; null for a receipt made before VAT was recorded. */
function receiptVatOf(row: InvoiceRow): ReceiptVatJson | null {
  if (row.vatLines === null) return null;
  const vatPoisha = row.vatLines.reduce((sum, line) => sum + toPoisha(line.vat), 0);
  return {
    lines: row.vatLines,
    serviceCharge: toMoney(row.serviceCharge),
    serviceChargeVat: toMoney(row.serviceChargeVat),
    serviceChargeTerms: { percent: Number(row.serviceChargePercent), taxed: row.serviceChargeTaxed },
    valueWithoutVat: fromPoisha(toPoisha(toMoney(row.total)) - vatPoisha),
    vat: fromPoisha(vatPoisha),
  };
}

export function toInvoiceSummaryJson(row: InvoiceRow): InvoiceSummary {
  return {
    _id: row.id,
    invoiceNumber: row.invoiceNumber,
    transactionId: row.transactionId,
    ...receiptBusinessOf(row),
    customerId: row.customerId,
    customer: customerOf(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    time: row.time,
    discountType: row.discountType,
    discountAmount: toMoney(row.discountAmount),
    discount: toMoney(row.discount),
    subTotal: toMoney(row.subTotal),
    total: toMoney(row.total),
    amountPaid: toMoney(row.amountPaid),
    status: row.status,
    paymentMethod: row.paymentMethod,
    waiter: row.waiter,
    table: row.orderTable,
    token: row.orderToken,
    additionalNotes: row.additionalNotes,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function toInvoiceJson(row: InvoiceRow, items: ItemRow[], payments: Payment[]): Invoice {
  return {
    ...toInvoiceSummaryJson(row),
    items: items.map((item) => ({
      _id: item.id,
      recipeId: item.recipeId,
      name: item.name,
      nameBn: item.nameBn,
      description: item.description,
      price: toMoney(item.price),
      quantity: item.quantity,
      image: item.image,
      priceReason: item.priceReason,
      total: toMoney(item.lineTotal),
      taxRate: item.taxRate,
      vat: item.vat === null ? null : toMoney(item.vat),
    })),
    sellerBin: row.sellerBin,
    buyerBin: row.buyerBin,
    vat: receiptVatOf(row),
    payments,
  };
}
