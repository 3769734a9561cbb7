import type { Role } from '@dastarkhan/contract/common';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Link, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { StaffPortalPage } from '../features/auth/staff-portal-page';
import { setSessionRejectedHandler } from '../lib/api-client';
import { Spinner } from '../components/ui/spinner';
import { DashboardLayout } from './dashboard-layout';
import { RequireRole } from './route-guard';

const ADMIN: readonly Role[] = ['admin'];
const DASHBOARD: readonly Role[] = ['admin', 'manager'];

const guarded = (allowed: readonly Role[], element: ReactNode) => (
  <RequireRole allowed={allowed}>{element}</RequireRole>
);

const screenLoaders: (() => Promise<ComponentType>)[] = [];

/** Each dashboard screen is its own chunk: the sign-in page loads without charts, barcodes or tables. */
function screen(allowed: readonly Role[], load: () => Promise<ComponentType>) {
  screenLoaders.push(load);
  return {
    lazy: async () => {
      const Page = await load();
      return { element: guarded(allowed, <Page />) };
    },
  };
}

function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <Link to="/dashboard" className="text-brand-600 hover:underline">
        Go to the dashboard
      </Link>
    </main>
  );
}

const receiptPage = () => import('../features/invoices/receipt-page').then((m) => m.ReceiptPage);
const customerFormPage = () =>
  import('../features/customers/customer-form-page').then((m) => m.CustomerFormPage);

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/stuff-portal', element: <StaffPortalPage /> },
  {
    path: '/dashboard',
    element: guarded(DASHBOARD, <DashboardLayout />),
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        index: true,
        ...screen(DASHBOARD, () => import('./dashboard-home-page').then((m) => m.DashboardHomePage)),
      },
      {
        path: 'invoices',
        ...screen(DASHBOARD, () => import('../features/invoices/invoices-page').then((m) => m.InvoicesPage)),
      },
      {
        path: 'invoices/new',
        ...screen(DASHBOARD, () => import('./new-receipt-page').then((m) => m.NewReceiptPage)),
      },
      { path: 'invoices/:id/edit', ...screen(DASHBOARD, receiptPage) },
      {
        path: 'inventory',
        ...screen(ADMIN, () => import('../features/inventory/inventory-page').then((m) => m.InventoryPage)),
      },
      {
        path: 'add-item',
        ...screen(ADMIN, () => import('../features/inventory/add-item-page').then((m) => m.AddItemPage)),
      },
      {
        path: 'extra-cost',
        ...screen(ADMIN, () => import('../features/costs/extra-cost-page').then((m) => m.ExtraCostPage)),
      },
      {
        path: 'users',
        ...screen(ADMIN, () => import('./users-management-page').then((m) => m.UsersManagementPage)),
      },
      { path: 'customers', ...screen(ADMIN, customerFormPage) },
      { path: 'customers/:id', ...screen(ADMIN, customerFormPage) },
      {
        path: 'recipes',
        ...screen(ADMIN, () => import('../features/recipes/recipes-page').then((m) => m.RecipesPage)),
      },
      {
        path: 'attendence',
        ...screen(ADMIN, () =>
          import('../features/attendance/attendance-page').then((m) => m.AttendancePage),
        ),
      },
      {
        path: 'settings',
        ...screen(ADMIN, () => import('../features/settings/settings-page').then((m) => m.SettingsPage)),
      },
    ],
  },
  // Paths the spec's screens link to without routing them (SPEC §2): send them to the matching screen.
  { path: '/invoices', element: <Navigate to="/dashboard/invoices" replace /> },
  { path: '/customers', element: <Navigate to="/dashboard/users" replace /> },
  { path: '/recipes/new', element: <Navigate to="/dashboard/recipes" replace /> },
  { path: '*', element: <NotFound /> },
]);

setSessionRejectedHandler(() => void router.navigate('/login', { replace: true }));

// Once the first screen is up, fetch the other screens' chunks in the background so moving between
// screens at the counter never waits for a download.
window.setTimeout(() => screenLoaders.forEach((load) => void load().catch(() => undefined)), 1500);
