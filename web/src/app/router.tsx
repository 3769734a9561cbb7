import { SCREEN_ACCESS, type Screen } from '@dastarkhan/contract/access';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import type { LazyComponent } from '../components/ui/lazy-component';
import { setSessionRejectedHandler } from '../lib/api-client';
import { businessDetailsQueryOptions } from '../lib/business-details';
import { useTranslation } from '../lib/i18n';
import { firstScreenCodeArrived } from '../lib/service-worker';
import { signedRole, useSession } from '../lib/session';
import { vatSettingsQuery } from '../lib/vat-settings';
import { RequireRole } from './route-guard';
import { RouteErrors } from './route-error';
import {
  addItem,
  attendance,
  audit,
  auditHistory,
  day,
  zReport,
  dashboardLayout,
  customer,
  customerAccount,
  dues,
  extraCost,
  foodCost,
  heldOrder,
  home,
  inventory,
  invoices,
  menuCategories,
  newReceipt,
  openOrders,
  receipt,
  receivePayment,
  recipes,
  register,
  settings,
  vatRegister,
  suppliers,
  supplier,
  signIn,
  staffPortal,
  stockCategories,
  stockCount,
  users,
  voidedReceipt,
} from './screens';
import { TEXT_LINK } from '../components/ui/button';

/** Behind the guard: open to the roles contract/access.ts gives the screen. */
const guarded = (screen: Screen, element: ReactNode) => <RequireRole screen={screen}>{element}</RequireRole>;

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3">
      <h1 className="text-2xl font-semibold">{t('app.notFound')}</h1>
      <Link to="/dashboard" className={TEXT_LINK}>
        {t('app.goToDashboard')}
      </Link>
    </main>
  );
}

/** What a screen reads first, asked for beside its code and /auth/me rather than after both. */
type FirstData = (client: QueryClient) => Promise<void>[];

/** Lets the router fetch a screen's code, and its first data for a role that may open it, once its path matches. */
type ScreenHandle = { access: Screen; screen: LazyComponent; firstData?: FirstData };

const route = (access: Screen, screen: LazyComponent, firstData?: FirstData) => ({
  element: guarded(access, <screen.Component />),
  handle: { access, screen, firstData } satisfies ScreenHandle,
});

// The dashboard's setup notice and the counter's receipt header read the business details.
const businessDetails: FirstData = (client) => [client.prefetchQuery(businessDetailsQueryOptions())];
// The menu's module is the counter's own chunk (it carries the recipe schemas), fetched beside the screen's.
const counter: FirstData = (client) => [
  ...businessDetails(client),
  client.prefetchQuery(vatSettingsQuery),
  import('../features/invoices/api/get-menu').then((menu) => client.prefetchQuery(menu.menuQueryOptions())),
];

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <signIn.Component /> },
  { path: '/register', element: <register.Component /> },
  // Spelt as the spec spells it (docs/spec.md §2): deliberate, not a typo of /staff-portal.
  { path: '/stuff-portal', element: <staffPortal.Component /> },
  {
    path: '/dashboard',
    ...route('frame', dashboardLayout),
    children: [
      {
        // A failing screen shows its error where the screen would be: the sidebar stays.
        element: (
          <RouteErrors>
            <Outlet />
          </RouteErrors>
        ),
        children: [
          { index: true, ...route('dashboard', home, businessDetails) },
          { path: 'invoices', ...route('invoices', invoices) },
          { path: 'invoices/new', ...route('counter', newReceipt, counter) },
          { path: 'invoices/:id/edit', ...route('invoices', receipt) },
          { path: 'invoices/:id/voided', ...route('voidedReceipt', voidedReceipt) },
          { path: 'orders', ...route('counter', openOrders) },
          { path: 'orders/:orderId', ...route('counter', heldOrder) },
          { path: 'inventory', ...route('inventory', inventory) },
          { path: 'inventory/count', ...route('inventory', stockCount) },
          { path: 'inventory/categories', ...route('inventory', stockCategories) },
          { path: 'add-item', ...route('addItem', addItem) },
          { path: 'suppliers', ...route('suppliers', suppliers) },
          { path: 'suppliers/:id', ...route('suppliers', supplier) },
          { path: 'extra-cost', ...route('extraCost', extraCost) },
          { path: 'users', ...route('users', users) },
          { path: 'customers', ...route('customers', customer) },
          { path: 'customers/:id', ...route('customers', customer) },
          { path: 'customers/:id/account', ...route('accounts', customerAccount) },
          { path: 'dues', ...route('accounts', dues) },
          { path: 'receive-payment', ...route('counter', receivePayment) },
          { path: 'recipes', ...route('recipes', recipes) },
          { path: 'recipes/categories', ...route('recipes', menuCategories) },
          { path: 'food-cost', ...route('foodCost', foodCost) },
          { path: 'vat-register', ...route('vatRegister', vatRegister) },
          // Spelt as the spec spells it (docs/spec.md §2): deliberate, not a typo of attendance.
          { path: 'attendence', ...route('attendance', attendance) },
          { path: 'settings', ...route('settings', settings) },
          { path: 'audit', ...route('audit', audit) },
          { path: 'audit/:kind/:id', ...route('audit', auditHistory) },
          { path: 'day', ...route('days', day) },
          { path: 'day/z/:number', ...route('days', zReport) },
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
  const queryClient = useQueryClient();
  const { user, loading } = useSession();
  // Until /auth/me answers, the role the token was signed with: a screen's data is not worth asking for if the
  // guard will send the user elsewhere, and a refusal would sign them out.
  const role = user?.role ?? (loading ? signedRole() : undefined);
  // The frame's and the screen's code, and the screen's first data, are fetched side by side.
  useEffect(() => {
    const downloads: Promise<unknown>[] = [];
    for (const { route: matched } of matchRoutes(routes, location.pathname) ?? []) {
      const handle = matched.handle as ScreenHandle | undefined;
      if (handle) downloads.push(handle.screen.preload().catch(() => undefined));
      if (handle?.firstData && role && SCREEN_ACCESS[handle.access].includes(role))
        handle.firstData(queryClient);
    }
    void Promise.all(downloads).then(firstScreenCodeArrived);
  }, [location.pathname, role, queryClient]);
  // Any 401 or 403 signs the user out and lands on /login (SPEC §4), from wherever the call was made.
  useEffect(() => setSessionRejectedHandler(() => void navigate('/login', { replace: true })), [navigate]);
  // Anything that fails outside the dashboard: the app's own error page, never a blank one.
  return <RouteErrors fullPage>{useRoutes(routes)}</RouteErrors>;
}
