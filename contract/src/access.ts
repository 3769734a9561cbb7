import type { Role } from './common';

/** Who may call an endpoint: anyone, any signed-in user, or only the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

const ADMIN: readonly Role[] = ['admin'];
const DASHBOARD: readonly Role[] = ['admin', 'manager'];
/** Everyone who works the counter. */
const COUNTER: readonly Role[] = ['admin', 'manager', 'staff'];

/**
 * Who may open each dashboard screen (SPEC §2 route table, §6): the web's route guard reads it. Staff open
 * none; the guard sends them to /stuff-portal.
 */
export const SCREEN_ACCESS = {
  /** The dashboard layout and its index. */
  dashboard: DASHBOARD,
  /** The receipt list, and creating and editing a receipt. */
  invoices: DASHBOARD,
  inventory: ADMIN,
  addItem: ADMIN,
  extraCost: ADMIN,
  users: ADMIN,
  customers: ADMIN,
  recipes: ADMIN,
  /** The food cost report: the owner's figures (issue 16), as ENDPOINT_ACCESS.foodCost. */
  foodCost: ADMIN,
  attendance: ADMIN,
  settings: ADMIN,
  /** The audit trail (issue 32). */
  audit: ADMIN,
} as const satisfies Record<string, readonly Role[]>;
export type Screen = keyof typeof SCREEN_ACCESS;

/**
 * Who sees each screen's sidebar link: those who may open it, except Users Management, which the sidebar
 * shows to every dashboard user although the screen is the admin's (SPEC §6).
 */
export const SIDEBAR_ACCESS: Record<Screen, readonly Role[]> = { ...SCREEN_ACCESS, users: DASHBOARD };

/**
 * Who may call each group of endpoints: every server route's `config.access` names one of these. Managers
 * read what the dashboard and the receipt screen show (recent costs, customer suggestions, the menu, the
 * business details printed on receipts) and change only receipts; staff reach only what concerns themselves
 * and the counter's held orders (SPEC §6, ADRs 0059, 0030, 0035, 0083).
 */
export const ENDPOINT_ACCESS = {
  /** Health and the API's own document. */
  open: 'public',
  /** Registering and signing in. */
  signIn: 'public',
  /** Who the caller is; their own check-in, check-out and records. */
  self: 'signed-in',
  /** Everyone's attendance, and marking it for someone. */
  attendance: ADMIN,
  dashboard: DASHBOARD,
  /** Receipts, and the later payments taken on a due one. */
  invoices: DASHBOARD,
  /** Held orders, their kitchen tickets, voids and charging them: the counter's work (ADR 0083). */
  orders: COUNTER,
  businessDetails: { read: DASHBOARD, write: ADMIN },
  costs: { read: DASHBOARD, write: ADMIN },
  customers: { read: DASHBOARD, write: ADMIN },
  /** Recipes and their categories. */
  menu: { read: DASHBOARD, write: ADMIN },
  /** What each dish is made of, what its plate costs and the food-cost threshold: the owner's figures (issue 16). */
  recipeCosts: ADMIN,
  /** The food cost report and the dashboard's kitchen figures: the owner's figures too (issue 16). */
  foodCost: ADMIN,
  /** Stock, its intakes, movements and counts, and the stock categories. */
  inventory: ADMIN,
  users: ADMIN,
  /** The audit trail and each entity's history: the owner's (issue 32). */
  audit: ADMIN,
} as const satisfies Record<string, Access | { read: Access; write: Access }>;

/** Whether a caller (undefined: not signed in) gets past an access rule. */
export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'signed-in' || access.includes(role);
}
