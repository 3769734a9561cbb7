import { SCREEN_ACCESS, type Screen } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { whenIdle } from '../lib/idle';
import { serviceWorkerPrecaches } from '../lib/service-worker';
import { lazyComponent, type LazyComponent } from '../components/ui/lazy-component';

const registered: { access: Screen; lazy: LazyComponent }[] = [];

/** Each dashboard screen is its own chunk: the sign-in page loads without charts, barcodes or tables. */
function screen(access: Screen, load: () => Promise<ComponentType>): LazyComponent {
  const lazy = lazyComponent(load);
  registered.push({ access, lazy });
  return lazy;
}

// The sign-in page is its own chunk, so a signed-in screen does not download its form (react-hook-form
// comes with the counter's chunks); the pages beside it are too, so it carries neither the registration form
// nor its schemas.
export const signIn = lazyComponent(() => import('../features/auth/login-page').then((m) => m.LoginPage));
export const register = lazyComponent(() =>
  import('../features/auth/register-page').then((m) => m.RegisterPage),
);
export const staffPortal = lazyComponent(() =>
  import('../features/auth/staff-portal-page').then((m) => m.StaffPortalPage),
);

// The reader's language and digits in the frame's sidebar: the sign-in page's switch, fetched once the first
// screen is idle (issue 36).
export const languageSwitch = lazyComponent<{ dark?: boolean }>(() =>
  import('../components/ui/language-switch').then((m) => m.LanguageSwitch),
);

// The dashboard's frame (sidebar, menu, sign-out) is a chunk too: the sign-in page does not carry it.
export const dashboardLayout = lazyComponent(() =>
  import('./dashboard-layout').then((m) => m.DashboardLayout),
);

export const home = screen('dashboard', () =>
  import('./dashboard-home-page').then((m) => m.DashboardHomePage),
);
export const invoices = screen('invoices', () =>
  import('../features/invoices/invoices-page').then((m) => m.InvoicesPage),
);
// The counter's screens put the counter and the held orders together (counter-screens.tsx, and
// held-order-screen.tsx for a held order). A fresh install asks the admin for the business details before the
// first receipt (ADR 0060).
export const voidedReceipt = screen('voidedReceipt', () =>
  import('../features/invoices/voided-receipt-page').then((m) => m.VoidedReceiptPage),
);
export const receipt = screen('invoices', () => import('./counter-screens').then((m) => m.ReceiptScreen));
export const newReceipt = screen('counter', () =>
  import('./counter-screens').then((m) => m.NewReceiptScreen),
);
export const openOrders = screen('counter', () =>
  import('../features/orders/open-orders-page').then((m) => m.OpenOrdersPage),
);
export const heldOrder = screen('counter', () =>
  import('./held-order-screen').then((m) => m.HeldOrderScreen),
);
export const inventory = screen('inventory', () =>
  import('../features/inventory/inventory-page').then((m) => m.InventoryPage),
);
export const stockCount = screen('inventory', () =>
  import('../features/inventory/stock-count-page').then((m) => m.StockCountPage),
);
export const stockCategories = screen('inventory', () =>
  import('../features/inventory/stock-categories-page').then((m) => m.StockCategoriesPage),
);
export const addItem = screen('addItem', () =>
  import('../features/inventory/add-item-page').then((m) => m.AddItemPage),
);
export const suppliers = screen('suppliers', () =>
  import('../features/suppliers/suppliers-page').then((m) => m.SuppliersPage),
);
export const supplier = screen('suppliers', () =>
  import('../features/suppliers/supplier-page').then((m) => m.SupplierPage),
);
export const extraCost = screen('extraCost', () =>
  import('../features/costs/extra-cost-page').then((m) => m.ExtraCostPage),
);
export const users = screen('users', () =>
  import('./users-management-page').then((m) => m.UsersManagementPage),
);
export const customer = screen('customers', () =>
  import('../features/customers/customer-form-page').then((m) => m.CustomerFormPage),
);
// Customer accounts (issue 35): the counter's Receive payment is a screen of the counter's, loaded when opened.
export const customerAccount = screen('accounts', () =>
  import('../features/accounts/customer-account-page').then((m) => m.CustomerAccountPage),
);
export const dues = screen('accounts', () =>
  import('../features/accounts/dues-page').then((m) => m.DuesPage),
);
export const receivePayment = screen('counter', () =>
  import('../features/accounts/receive-payment-page').then((m) => m.ReceivePaymentPage),
);
export const recipes = screen('recipes', () =>
  import('../features/recipes/recipes-page').then((m) => m.RecipesPage),
);
// The menu's categories, reached from Recipes: an admin's screen, as Recipes is (issue 36).
export const menuCategories = screen('recipes', () =>
  import('../features/recipes/menu-categories-page').then((m) => m.MenuCategoriesPage),
);
export const foodCost = screen('foodCost', () =>
  import('../features/food-cost/food-cost-page').then((m) => m.FoodCostPage),
);
export const vatRegister = screen('vatRegister', () =>
  import('../features/vat/vat-register-page').then((m) => m.VatRegisterPage),
);
export const attendance = screen('attendance', () =>
  import('../features/attendance/attendance-page').then((m) => m.AttendancePage),
);
export const settings = screen('settings', () =>
  import('../features/settings/settings-page').then((m) => m.SettingsPage),
);
export const day = screen('days', () => import('../features/days/day-page').then((m) => m.DayPage));
export const zReport = screen('days', () =>
  import('../features/days/z-report-page').then((m) => m.ZReportPage),
);
// The audit trail and an entity's history share a chunk, with their words (ADR 0167).
export const audit = screen('audit', () => import('../features/audit/audit-page').then((m) => m.AuditPage));
export const auditHistory = screen('audit', () =>
  import('../features/audit/history-page').then((m) => m.HistoryPage),
);

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** A phone on mobile data that asked to save it, or a 2G-class link, downloads a screen only when it is opened. */
function connectionIsCheap(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

let prefetching = false;

/**
 * Downloads the code of the screens `role` may open, one at a time in the browser's idle moments, so moving
 * between screens at the counter never waits for a download and a tap never waits behind all of them at
 * once. It starts once the open screen's data has arrived, so it never shares a slow link with it. Where a
 * service worker precaches the build it does nothing: the worker already brings every screen's code, off the
 * page's main thread, where importing a screen here runs its code in the page (ADR 0078). A failed download is
 * forgotten: the visit retries.
 */
export async function prefetchScreensFor(role: Role, client: QueryClient): Promise<void> {
  if (prefetching || !connectionIsCheap()) return;
  prefetching = true;
  if (await serviceWorkerPrecaches(client)) return;
  for (const { access, lazy } of registered) {
    if (!SCREEN_ACCESS[access].includes(role)) continue;
    await whenIdle();
    await lazy.preload().catch(() => undefined);
  }
}
