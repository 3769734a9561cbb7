import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common';
import type { FailureTerm } from './failures/en';
import { toPoisha, type Poisha } from './money';
import { moneyField } from './rows';
import { PAYMENT_METHODS, type PaymentMethod } from './tenders';
import { vatLineSchema } from './receipt-vat';

/**
 * The business day and its drawer (issue 34): pay-ins and pay-outs, the X report of an open day, the close with
 * the drawer counted by note, its numbered Z report, and an admin's reopening.
 */

/** The notes and coins a Bangladeshi drawer holds, largest first: the close counts each. */
export const NOTES = [1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Note = (typeof NOTES)[number];

/** Money into the drawer (change brought from the bank) or out of it (a bill paid, a supplier paid). */
export const DRAWER_KINDS = ['pay-in', 'pay-out'] as const;
export type DrawerKind = (typeof DRAWER_KINDS)[number];

const reasonField = (label: FailureTerm) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

export const drawerMovementInputSchema = z.object({
  kind: z.enum(DRAWER_KINDS),
  amount: moneyField('Amount').refine((amount) => amount > 0, 'Amount must be more than 0'),
  reason: reasonField('Reason'),
  /** A supplier paid from the drawer: the stock item whose due it lowers (a pay-out only; no extra cost). */
  itemId: z.uuid('Choose a stock item from the list').optional(),
});
/** A stock item whose supplier is owed money: what a pay-out from the drawer may pay (the manager's pick). */
export const supplierDueSchema = z.object({
  itemId: z.string(),
  item: z.string(),
  supplier: z.string(),
  due: z.number(),
});
export type SupplierDue = z.infer<typeof supplierDueSchema>;

export const SUPPLIER_PAY_IN = 'Only a pay-out can pay a supplier';
export type DrawerMovementInput = z.infer<typeof drawerMovementInputSchema>;

export const voidReasonSchema = z.object({ reason: reasonField('Reason') });

export const drawerMovementSchema = z.object({
  _id: z.string(),
  kind: z.enum(DRAWER_KINDS),
  amount: z.number(),
  reason: z.string(),
  day: isoDateSchema,
  by: z.string(),
  at: isoDateTimeSchema,
  /** The extra cost a pay-out booked (every pay-out but a supplier's payment is a cost). */
  costId: z.string().nullable(),
  /** A supplier paid from the drawer: the stock item whose due it lowered, and that item's supplier. */
  supplier: z.object({ itemId: z.string(), item: z.string(), name: z.string() }).nullable(),
  voided: z.object({ reason: z.string(), by: z.string(), at: isoDateTimeSchema }).nullable(),
});
export type DrawerMovement = z.infer<typeof drawerMovementSchema>;

export const openingFloatInputSchema = z.object({
  amount: moneyField('Opening float'),
  reason: reasonField('Reason'),
});
export type OpeningFloatInput = z.infer<typeof openingFloatInputSchema>;

export const dayQuerySchema = z.object({ day: isoDateSchema.optional() });
export const dayParamsSchema = z.object({ day: isoDateSchema });

const tenderFigures = z.object(
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, z.number()])) as Record<
    PaymentMethod,
    z.ZodNumber
  >,
);

/** Each figure of the X report (and of a Z report, which keeps them as they were at the close). */
export const dayFiguresSchema = z.object({
  day: isoDateSchema,
  /** Money taken for the day's receipts, by tender (credit: left on account), net of corrections and voids. */
  salesByTender: tenderFigures,
  /** Money taken this day on receipts of earlier days, by tender (credit: negative, what they settled). */
  laterPayments: tenderFigures,
  /** Cash handed back over the totals. */
  changeGiven: z.number(),
  voidedReceipts: z.object({ count: z.number(), amount: z.number() }),
  /** Held orders voided before they were charged (food the kitchen may have been sent), at their lines' value. */
  voidedOrders: z.object({ count: z.number(), amount: z.number() }),
  discounts: z.object({ count: z.number(), amount: z.number(), approvals: z.number() }),
  receipts: z.number(),
  sales: z.number(),
  averageBill: z.number(),
  /** The day's VAT per rate as charged, its total and the service charge, from the VAT roll-up (ADR 0180). */
  vat: z.object({ total: z.number(), serviceCharge: z.number(), rates: z.array(vatLineSchema) }),
  payIns: z.object({ count: z.number(), amount: z.number() }),
  payOuts: z.object({ count: z.number(), amount: z.number() }),
  openingFloat: z.number(),
  /**
   * Who set the opening float by hand, when and why; null: the default, what the last close left in the drawer
   * (absent from a Z report closed before it could be set).
   */
  openingFloatSet: z.object({ by: z.string(), at: isoDateTimeSchema, reason: z.string() }).nullish(),
  /** Float + cash sales + cash later payments − change + pay-ins − pay-outs. */
  expectedCash: z.number(),
  expectedBkash: z.number(),
  expectedNagad: z.number(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const noteCountsSchema = z.object(
  Object.fromEntries(
    NOTES.map((note) => [
      String(note),
      z
        .number({ error: `The count of ৳${note} must be a number` })
        .int(`The count of ৳${note} must be a whole number`)
        .min(0, `The count of ৳${note} must be 0 or more`)
        .max(100_000, `The count of ৳${note} is too large`),
    ]),
  ) as Record<`${Note}`, z.ZodNumber>,
);
export type NoteCounts = z.infer<typeof noteCountsSchema>;

/** What the counted notes come to, in poisha. */
export function countedCashPoisha(notes: NoteCounts): Poisha {
  return NOTES.reduce((sum, note) => sum + toPoisha(note) * (notes[`${note}`] ?? 0), 0);
}

export const closeDayInputSchema = z.object({
  day: isoDateSchema,
  notes: noteCountsSchema,
  bkash: moneyField('bKash balance'),
  nagad: moneyField('Nagad balance'),
  /** Cash left in the drawer for the next day's float; the rest is taken to the bank. */
  leftInDrawer: moneyField('Cash left in the drawer'),
  /** Why the counts differ from what was expected: required above the admin's limit. */
  reason: z.string().trim().max(500).optional(),
});
export type CloseDayInput = z.infer<typeof closeDayInputSchema>;

/** Each tender's expected, counted and difference (counted − expected). */
const tenderCheck = z.object({ expected: z.number(), counted: z.number(), difference: z.number() });

export const zReportSchema = z.object({
  number: z.number(),
  day: isoDateSchema,
  closedAt: isoDateTimeSchema,
  closedBy: z.string(),
  figures: dayFiguresSchema,
  notes: noteCountsSchema,
  cash: tenderCheck,
  bkash: tenderCheck,
  nagad: tenderCheck,
  leftInDrawer: z.number(),
  reason: z.string().nullable(),
  /** Earlier closes of this day that an admin reopened, with why. */
  reopenings: z.array(
    z.object({ number: z.number(), reason: z.string(), by: z.string(), at: isoDateTimeSchema }),
  ),
});
export type ZReport = z.infer<typeof zReportSchema>;

export const reopenInputSchema = z.object({ reason: reasonField('Reason') });

export const dayStatusSchema = z.object({
  day: isoDateSchema,
  /** The Z number when the day is closed now; null while open. */
  closedBy: z.number().nullable(),
  /** Counted cash − expected at the close; null while open. */
  difference: z.number().nullable(),
});
export const dayListQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });

export const closeLimitSchema = z.object({ differenceLimit: moneyField('Difference limit') });
export type CloseLimit = z.infer<typeof closeLimitSchema>;
export const DEFAULT_DIFFERENCE_LIMIT = 100;

export const CLOSE_REASON_REQUIRED = 'The counts differ by more than the limit: say why';
