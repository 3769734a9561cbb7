import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { authRoutes } from './features/auth/auth.routes';
import { costsRoutes } from './features/costs/costs.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { daysRoutes } from './features/days/days.routes';
import type { FeatureOptions } from './lib/feature-options';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { foodCostRoutes } from './features/food-cost/food-cost.routes';
import { healthRoutes } from './features/health/health.routes';
import { inventoryRoutes } from './features/inventory/inventory.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { paymentDesk } from './features/invoices/payment-desk';
import { receiptMaker } from './features/invoices/receipt-maker';
import { ordersRoutes } from './features/orders/orders.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { suppliersRoutes } from './features/suppliers/suppliers.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { usersRoutes } from './features/users/users.routes';
import { vatRoutes } from './features/vat/vat.routes';
import { vatTotals } from './features/vat/vat-totals';

/**
 * Every feature's routes, mounted under /api. A new feature adds one line here; one that needs another
 * feature's service gets its public entry here, since features never import each other (ADR 0083).
 */
export const featureRoutes: FastifyPluginAsyncZod<FeatureOptions>[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  customersRoutes,
  recipesRoutes,
  attendanceRoutes,
  settingsRoutes,
  invoicesRoutes,
  ordersRoutes(receiptMaker),
  dashboardRoutes,
  inventoryRoutes,
  suppliersRoutes,
  costsRoutes,
  foodCostRoutes,
  auditRoutes,
  vatRoutes,
  daysRoutes(vatTotals.ofDay),
  accountsRoutes(paymentDesk),
];
