import { z } from 'zod';
import { MAX_MONEY, optionalText, type Role } from './common';
import { formatTaka, fromPoisha, toPoisha } from './money';
import { hasAtMostPlaces, moneyField, namedNumber } from './rows';

/**
 * Who may do what at the counter beyond selling menu dishes at menu prices (issue 32, ADRs 0140–0144). Each rule
 * is one small function of the role's name, so a new role (the cashier) only has to be named here.
 */

/** Whether the role sells a line off the menu, or a dish at another price than the menu's (with a reason). */
export const mayOpenPrice = (role: Role): boolean => role === 'admin' || role === 'manager';

/** Whether the role's discounts are held to the admin's limits (an admin's own are not). */
export const discountLimitsApply = (role: Role): boolean => role !== 'admin';

/** Whether the role voids an order the kitchen was sent food for without an admin's approval. */
export const mayVoidSentLines = (role: Role, limits: CounterLimits): boolean =>
  role === 'admin' || (role === 'manager' && limits.managersMayVoidSent);

/** Whether the role gives a receipt another business day than today (never one in the future). */
export const maySetIssueDate = (role: Role): boolean => role === 'admin';

export const PRICE_REASON_MIN = 3;
export const PRICE_REASON_MAX = 200;

/** Why a line is sold at its price: required for a line off the menu or at another price than the menu's. */
export const priceReasonSchema = optionalText(PRICE_REASON_MAX);

const PERCENT_LABEL = 'Largest discount in %';
const AMOUNT_LABEL = 'Largest discount in ৳';

/** The admin's limits for everyone else's discounts, and whether managers may void food the kitchen has. */
export const counterLimitsSchema = z.strictObject({
  maxDiscountPercent: namedNumber(PERCENT_LABEL)
    .min(0, { message: `${PERCENT_LABEL} must be between 0 and 99 %`, abort: true })
    .max(99, { message: `${PERCENT_LABEL} must be between 0 and 99 %`, abort: true })
    .refine(hasAtMostPlaces(1), `${PERCENT_LABEL} must have at most 1 decimal place`),
  maxDiscountAmount: moneyField(AMOUNT_LABEL, MAX_MONEY),
  managersMayVoidSent: z.boolean({ message: 'Say whether managers may void orders the kitchen has' }),
});
export type CounterLimits = z.infer<typeof counterLimitsSchema>;
export const counterLimitsResponseSchema = z.object({ limits: counterLimitsSchema });

/** Until an admin sets them: 10 % or ৳500, whichever is less, and managers void as before. */
export const DEFAULT_COUNTER_LIMITS: CounterLimits = {
  maxDiscountPercent: 10,
  maxDiscountAmount: 500,
  managersMayVoidSent: true,
};

export const PIN_MESSAGE = 'A PIN is 4 to 8 digits';
export const pinSchema = z.string({ message: PIN_MESSAGE }).regex(/^\d{4,8}$/, PIN_MESSAGE);

/**
 * An admin's approval, given on the counter's own screen: their PIN, or their email and password. The server
 * checks it and records who approved what (ADR 0142).
 */
export const approvalSchema = z.union([
  z.strictObject({ pin: pinSchema }),
  z.strictObject({
    email: z.string().trim().max(254, 'Email is too long'),
    password: z.string().max(200, 'Password is too long'),
  }),
]);
export type Approval = z.infer<typeof approvalSchema>;

/** What an admin sends to set their own approval PIN: the PIN, and their password to prove it is them. */
export const approvalPinBodySchema = z.strictObject({
  pin: pinSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export const approvalPinResponseSchema = z.object({ pinSet: z.boolean() });

/** What an admin's approval was given for. */
export const APPROVAL_ACTIONS = ['discount', 'void-sent', 'credit-limit'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The path of a refusal's `errors` entry that asks for an admin's approval: the counter opens its dialog. */
export const APPROVAL_PATH = 'approval';
export const APPROVAL_REFUSED = 'That PIN or password does not belong to an active admin.';
export const APPROVAL_TOO_MANY =
  'Too many wrong PINs or passwords: wait 15 minutes, or ask an admin to do it.';

export const discountNeedsApproval = (limits: CounterLimits) =>
  `A discount above ${limits.maxDiscountPercent} % or ${formatTaka(limits.maxDiscountAmount)} needs an admin's approval.`;
export const VOID_SENT_NEEDS_APPROVAL = "Voiding food the kitchen was sent needs an admin's approval.";

/** The discount's refusal for anyone: it leaves something to pay (issue 32: no 100 % and no ৳5,000 off ৳960). */
export function discountProblem(subTotal: number, discount: number): string | undefined {
  if (discount <= 0 || toPoisha(discount) < toPoisha(subTotal)) return undefined;
  return `A discount must be less than the subtotal (${formatTaka(subTotal)}).`;
}

/** Whether a discount of `discount` taka on `subTotal` is beyond the limits (for a role they apply to). */
export function discountBeyondLimits(subTotal: number, discount: number, limits: CounterLimits): boolean {
  const taken = toPoisha(discount);
  if (taken <= 0) return false;
  // Exact in poisha and tenths of a percent: taken / subtotal > tenths / 1000.
  const tenths = Math.round(limits.maxDiscountPercent * 10);
  return taken > toPoisha(limits.maxDiscountAmount) || taken * 1000 > tenths * toPoisha(subTotal);
}

/** The largest discount in taka the limits allow on a subtotal, for the counter's hint. */
export function largestDiscount(subTotal: number, limits: CounterLimits): number {
  const byPercent = Math.floor((toPoisha(subTotal) * limits.maxDiscountPercent) / 100);
  return fromPoisha(Math.min(byPercent, toPoisha(limits.maxDiscountAmount)));
}

/** The refusal for a line whose price differs from its dish's, without an open-price reason. */
export const priceDiffers = (name: string, menuPrice: number, sent: number) =>
  `${name} costs ${formatTaka(menuPrice)} on the menu, not ${formatTaka(sent)}: reload the menu, or give a reason to change its price.`;
export const OPEN_PRICE_NOT_ALLOWED =
  "Only a manager or an admin may sell a line off the menu or change a dish's price.";
export const openPriceNeedsReason = (name: string) =>
  `${name} is not sold at a menu price: give a reason of ${PRICE_REASON_MIN} to ${PRICE_REASON_MAX} characters.`;

export const ISSUE_DATE_ADMIN_ONLY = "Only an admin may give a receipt another day than today's.";
export const ISSUE_DATE_IN_FUTURE = 'A receipt cannot be dated after today.';

/** What the API document says about prices, on every route that takes lines (ADR 0140). */
export const PRICES_DOC =
  "Prices are the server's: a line naming a menu dish (by recipeId, or by the dish's exact name) takes the dish's current name and price. A client price that differs is refused (409) unless the line gives a priceReason; a line off the menu or at another price is an open price, which only a manager or an admin may give, with a priceReason of 3 to 200 characters (422 otherwise). A discount must be less than the subtotal (400); beyond the admin's limits (GET /api/settings/counter-limits) a non-admin's discount needs an admin's `approval` (422 with an `approval` error until then). Only an admin dates a receipt on another day than today, and no one after today.";
