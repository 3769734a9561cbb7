import type { Screen } from '@dastarkhan/contract/access';
import { useEffect, type ReactNode } from 'react';
import {
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import type { LazyComponent } from '../components/ui/lazy-component';
import { setSessionRejectedHandler } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { RequireRole } from './route-guard';
import { RouteErrors } from './route-error';
import {
  addItem,
  attendance,
  dashboardLayout,
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

/** A screen's route; its `handle` lets the router fetch the screen's code as soon as its path matches. */
const route = (access: Screen, screen: LazyComponent) => ({
  element: guarded(access, <screen.Component />),
  handle: screen,
});

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <register.Component /> },
  // Spelt as the spec spells it (docs/spec.md §2): deliberate, not a typo of /staff-portal.
  { path: '/stuff-portal', element: <staffPortal.Component /> },
  {
    path: '/dashboard',
    ...route('dashboard', dashboardLayout),
    children: [
      {
        // A failing screen shows its error where the screen would be: the sidebar stays.
        element: (
          <RouteErrors>
            <Outlet />
          </RouteErrors>
        ),
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
];

/**
 * The app's routes, matched by the component router: React Router's data router (loaders, actions,
 * fetchers) would add 14 KB of script to every first visit, and no screen uses it (ADR 0096).
 */
export function AppRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  // The frame's and the screen's code are fetched side by side, not one after the other.
  useEffect(() => {
    for (const { route: matched } of matchRoutes(routes, location.pathname) ?? [])
      (matched.handle as LazyComponent | undefined)?.preload().catch(() => undefined);
  }, [location.pathname]);
  // Any 401 or 403 signs the user out and lands on /login (SPEC §4), from wherever the call was made.
  useEffect(() => setSessionRejectedHandler(() => void navigate('/login', { replace: true })), [navigate]);
  // Anything that fails outside the dashboard: the app's own error page, never a blank one.
  return <RouteErrors fullPage>{useRoutes(routes)}</RouteErrors>;
}
