import type { Role } from './common';

/** Who may call an endpoint: anyone, any signed-in user, or only the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

const ADMIN: readonly Role[] = ['admin'];
const DASHBOARD: readonly Role[] = ['admin', 'manager'];
/** Everyone who works the counter: staff wait for an admin's approval and work nothing (ADR 0135). */
const COUNTER: readonly Role[] = ['admin', 'manager', 'cashier'];

/**
 * Who may open each dashboard screen (SPEC §2 route table, §6): the web's route guard reads it. Staff open
 * none; the guard sends them to /stuff-portal. A cashier opens only the counter (ADR 0136).
 */
export const SCREEN_ACCESS = {
  /** The dashboard's frame: its sidebar and sign-out, around the screens below. */
  frame: COUNTER,
  /** The dashboard's index. */
  dashboard: DASHBOARD,
  /** The counter: a new order, the held orders, and a held order back on the counter. */
  counter: COUNTER,
  /** The receipt list, and opening and editing a saved receipt. */
  invoices: DASHBOARD,
  /** A voided receipt as it was, with its VOID mark (ADR 0156), as ENDPOINT_ACCESS.voidedInvoices. */
  voidedReceipt: ADMIN,
  inventory: ADMIN,
  addItem: ADMIN,
  /** Suppliers, their statements and payments, and the payables list (issue 35), as ENDPOINT_ACCESS.suppliers. */
  suppliers: ADMIN,
  extraCost: ADMIN,
  users: ADMIN,
  customers: ADMIN,
  /** A customer's account and statement, and the dues list (issue 35): as their endpoints. */
  accounts: DASHBOARD,
  recipes: ADMIN,
  /** The food cost report: the owner's figures (issue 16), as ENDPOINT_ACCESS.foodCost. */
  foodCost: ADMIN,
  attendance: ADMIN,
  settings: ADMIN,
  /** The audit trail (issue 32). */
  audit: ADMIN,
  /** The monthly VAT register for the return (issue 34), as ENDPOINT_ACCESS.vatRegister. */
  vatRegister: DASHBOARD,
  /** The day's X report, the drawer's pay-ins and pay-outs, the close and its Z reports (issue 34). */
  days: DASHBOARD,
} as const satisfies Record<string, readonly Role[]>;
export type Screen = keyof typeof SCREEN_ACCESS;

/**
 * Who sees each screen's sidebar link: those who may open it, except Users Management, which the sidebar
 * shows to every dashboard user of the spec's roles although the screen is the admin's (SPEC §6), and the
 * counter, which admins and managers open from Invoices as before while the cashier, who has no receipt list,
 * needs a link of its own (ADR 0136).
 */
export const SIDEBAR_ACCESS: Record<Screen, readonly Role[]> = {
  ...SCREEN_ACCESS,
  users: DASHBOARD,
  counter: ['cashier'],
};

/**
 * Where a signed-in user starts, and where the route guard sends a role a screen is not open to: staff wait on
 * the spec's /stuff-portal, a cashier works at the counter, admins and managers see the dashboard (SPEC §2
 * "Route guard", ADR 0136).
 */
export function homeOf(role: Role): string {
  if (role === 'staff') return '/stuff-portal';
  if (role === 'cashier') return '/dashboard/invoices/new';
  return '/dashboard';
}

/**
 * Who may call each group of endpoints: every server route's `config.access` names one of these. Managers
 * read what the dashboard and the receipt screen show (recent costs, customer suggestions, the menu, the
 * business details printed on receipts) and change only receipts; cashiers work held orders and read only what
 * the counter shows (the menu, the business details, customer suggestions); staff reach only what concerns
 * themselves (SPEC §6, ADRs 0059, 0030, 0035, 0083, 0135, 0136).
 */
export const ENDPOINT_ACCESS = {
  /** Health and the API's own document. */
  open: 'public',
  /** Registering and signing in. */
  signIn: 'public',
  /** Who the caller is and the language they read; their own check-in, check-out and records. */
  self: 'signed-in',
  /** Everyone's attendance, and marking it for someone. */
  attendance: ADMIN,
  dashboard: DASHBOARD,
  /** Receipts, and the later payments taken on a due one. */
  invoices: DASHBOARD,
  /** A voided receipt as it was, with who voided it, when and why: the owner's look at the books (ADR 0156). */
  voidedInvoices: ADMIN,
  /**
   * Held orders, their kitchen tickets, voids and charging them: the counter's work (ADR 0083). Voiding an
   * order the kitchen was sent is further kept to `mayVoidSentLines` (counter-rules.ts), or an admin's approval.
   */
  orders: COUNTER,
  /** Printed at the head of every receipt, the counter's too. */
  businessDetails: { read: COUNTER, write: ADMIN },
  /** The BIN, tax rates and service charge: the counter computes VAT with them, the admin sets them (issue 34). */
  vatSettings: { read: COUNTER, write: ADMIN },
  /** The monthly VAT register and its CSV for the return (issue 34). */
  vatRegister: DASHBOARD,
  /** The discount limits and the void rule: the counter shows them, the admin sets them (issue 32). */
  counterLimits: { read: COUNTER, write: ADMIN },
  /** The receipt's language and digits and the kitchen ticket's names: the counter prints by them (issue 36). */
  printSettings: { read: COUNTER, write: ADMIN },
  /** An admin's own approval PIN (ADR 0142). */
  approvalPin: ADMIN,
  costs: { read: DASHBOARD, write: ADMIN },
  /** The customer list and search: the counter's name field suggests from it (SPEC §2, ADR 0030). */
  customerSuggestions: COUNTER,
  /** One customer's record, and changing customers. */
  customers: { read: DASHBOARD, write: ADMIN },
  /** Recipes and their categories: the counter's menu. */
  menu: { read: COUNTER, write: ADMIN },
  /** What each dish is made of, what its plate costs and the food-cost threshold: the owner's figures (issue 16). */
  recipeCosts: ADMIN,
  /** The food cost report and the dashboard's kitchen figures: the owner's figures too (issue 16). */
  foodCost: ADMIN,
  /** Stock, its intakes, movements and counts, and the stock categories. */
  inventory: ADMIN,
  /** Suppliers, what they are owed and paid (issue 35): the owner's books, as stock is. */
  suppliers: ADMIN,
  users: ADMIN,
  /** The audit trail and each entity's history: the owner's (issue 32). */
  audit: ADMIN,
  /**
   * The business day (issue 34): its X report, pay-ins and pay-outs, closing it with the drawer counted and its
   * Z reports, which the manager does at the end of the day as the admin may.
   */
  days: DASHBOARD,
  /** Reopening a closed day: only the admin (issue 34). */
  dayReopen: ADMIN,
  /**
   * A customer's credit account (issue 35): what they owe and receiving their payments, at the counter too, and
   * reprinting a money receipt.
   */
  customerAccounts: COUNTER,
  /** A customer's statement and the dues list with its ageing: the owner's and the manager's books. */
  customerStatements: DASHBOARD,
  /** Voiding a payment received on an account (reason required). */
  paymentVoids: DASHBOARD,
  /** The difference between counted and expected a close accepts without a reason: the admin sets it. */
  closeLimit: { read: DASHBOARD, write: ADMIN },
  /**
   * The business's default language (issue 36): the admin's setting. Every signed-in user learns it with who they
   * are (/auth/me), and each sets their own language through `self`.
   */
  languageSetting: ADMIN,
} as const satisfies Record<string, Access | { read: Access; write: Access }>;

/** Whether a caller (undefined: not signed in) gets past an access rule. */
export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'signed-in' || access.includes(role);
}
