import type { Screen } from '@dastarkhan/contract/access';
import type { ReactNode } from 'react';
import { createBrowserRouter, Link, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { setSessionRejectedHandler } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { DashboardLayout } from './dashboard-layout';
import type { LazyScreen } from './lazy-screen';
import { RequireRole } from './route-guard';
import { RouteError } from './route-error';
import {
  addItem,
  attendance,
  customer,
  extraCost,
  heldOrder,
  home,
  inventory,
  invoices,
  newReceipt,
  openOrders,
  receipt,
  recipes,
  register,
  settings,
  staffPortal,
  users,
} from './screens';

/** Behind the guard: open to the roles contract/access.ts gives the screen. */
const guarded = (screen: Screen, element: ReactNode) => <RequireRole screen={screen}>{element}</RequireRole>;

const route = (screen: Screen, { Screen: Content }: LazyScreen) => ({
  element: guarded(screen, <Content />),
});

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3">
      <h1 className="text-2xl font-semibold">{t('app.notFound')}</h1>
      <Link to="/dashboard" className="text-brand-600 hover:underline">
        {t('app.goToDashboard')}
      </Link>
    </main>
  );
}

export const router = createBrowserRouter([
  {
    // Anything that fails outside the dashboard: the app's own error page, never React Router's.
    errorElement: <RouteError fullPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <register.Screen /> },
      // Spelt as the spec spells it (docs/spec.md §2): deliberate, not a typo of /staff-portal.
      { path: '/stuff-portal', element: <staffPortal.Screen /> },
      {
        path: '/dashboard',
        element: guarded('dashboard', <DashboardLayout />),
        children: [
          {
            // A failing screen shows its error where the screen would be: the sidebar stays.
            errorElement: <RouteError />,
            children: [
              { index: true, ...route('dashboard', home) },
              { path: 'invoices', ...route('invoices', invoices) },
              { path: 'invoices/new', ...route('invoices', newReceipt) },
              { path: 'invoices/:id/edit', ...route('invoices', receipt) },
              { path: 'orders', ...route('invoices', openOrders) },
              { path: 'orders/:orderId', ...route('invoices', heldOrder) },
              { path: 'inventory', ...route('inventory', inventory) },
              { path: 'add-item', ...route('addItem', addItem) },
              { path: 'extra-cost', ...route('extraCost', extraCost) },
              { path: 'users', ...route('users', users) },
              { path: 'customers', ...route('customers', customer) },
              { path: 'customers/:id', ...route('customers', customer) },
              { path: 'recipes', ...route('recipes', recipes) },
              // Spelt as the spec spells it (docs/spec.md §2): deliberate, not a typo of attendance.
              { path: 'attendence', ...route('attendance', attendance) },
              { path: 'settings', ...route('settings', settings) },
            ],
          },
        ],
      },
      // Paths the spec's screens link to without routing them (SPEC §2): send them to the matching screen.
      { path: '/invoices', element: <Navigate to="/dashboard/invoices" replace /> },
      { path: '/customers', element: <Navigate to="/dashboard/users" replace /> },
      { path: '/recipes/new', element: <Navigate to="/dashboard/recipes" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

setSessionRejectedHandler(() => void router.navigate('/login', { replace: true }));
