import type { Role } from '@dastarkhan/contract/common';
import type { ReactNode } from 'react';
import { createBrowserRouter, Link, Navigate } from 'react-router';
import { AttendancePage } from '../features/attendance/attendance-page';
import { InvoicesPage } from '../features/invoices/invoices-page';
import { ReceiptPage } from '../features/invoices/receipt-page';
import { LoginPage } from '../features/auth/login-page';
import { CustomerFormPage } from '../features/customers/customer-form-page';
import { RegisterPage } from '../features/auth/register-page';
import { StaffPortalPage } from '../features/auth/staff-portal-page';
import { RecipesPage } from '../features/recipes/recipes-page';
import { ExtraCostPage } from '../features/costs/extra-cost-page';
import { AddItemPage } from '../features/inventory/add-item-page';
import { InventoryPage } from '../features/inventory/inventory-page';
import { setSessionRejectedHandler } from '../lib/api-client';
import { DashboardHomePage } from './dashboard-home-page';
import { DashboardLayout } from './dashboard-layout';
import { RequireRole } from './route-guard';
import { UsersManagementPage } from './users-management-page';

const ADMIN: readonly Role[] = ['admin'];
const DASHBOARD: readonly Role[] = ['admin', 'manager'];

const guarded = (allowed: readonly Role[], element: ReactNode) => (
  <RequireRole allowed={allowed}>{element}</RequireRole>
);

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

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/stuff-portal', element: <StaffPortalPage /> },
  {
    path: '/dashboard',
    element: guarded(DASHBOARD, <DashboardLayout />),
    children: [
      { index: true, element: guarded(DASHBOARD, <DashboardHomePage />) },
      { path: 'invoices', element: guarded(DASHBOARD, <InvoicesPage />) },
      { path: 'invoices/new', element: guarded(DASHBOARD, <ReceiptPage />) },
      { path: 'invoices/:id/edit', element: guarded(DASHBOARD, <ReceiptPage />) },
      { path: 'inventory', element: guarded(ADMIN, <InventoryPage />) },
      { path: 'add-item', element: guarded(ADMIN, <AddItemPage />) },
      { path: 'extra-cost', element: guarded(ADMIN, <ExtraCostPage />) },
      { path: 'users', element: guarded(ADMIN, <UsersManagementPage />) },
      { path: 'customers', element: guarded(ADMIN, <CustomerFormPage />) },
      { path: 'customers/:id', element: guarded(ADMIN, <CustomerFormPage />) },
      { path: 'recipes', element: guarded(ADMIN, <RecipesPage />) },
      { path: 'attendence', element: guarded(ADMIN, <AttendancePage />) },
    ],
  },
  // Paths the spec's screens link to without routing them (SPEC §2): send them to the matching screen.
  { path: '/invoices', element: <Navigate to="/dashboard/invoices" replace /> },
  { path: '/customers', element: <Navigate to="/dashboard/users" replace /> },
  { path: '/recipes/new', element: <Navigate to="/dashboard/recipes" replace /> },
  { path: '*', element: <NotFound /> },
]);

setSessionRejectedHandler(() => void router.navigate('/login', { replace: true }));
