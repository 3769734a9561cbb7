// @vitest-environment jsdom
import type { Screen } from '@dastarkhan/contract/access';
import { ROLES, type Role } from '@dastarkhan/contract/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { SessionProvider } from '../lib/session';
import { RequireRole } from './route-guard';

// SPEC §2's route table, written out here rather than read from contract/access.ts, so a drift shows.
// The cashier (issue 32, ADR 0136) works the counter inside the dashboard's frame, and nothing else.
const OPEN_TO: Record<Screen, Role[]> = {
  frame: ['admin', 'manager', 'cashier'],
  dashboard: ['admin', 'manager'],
  counter: ['admin', 'manager', 'cashier'],
  invoices: ['admin', 'manager'],
  inventory: ['admin'],
  addItem: ['admin'],
  // Issue 35: suppliers and payables are the owner's books, as stock is.
  suppliers: ['admin'],
  extraCost: ['admin'],
  users: ['admin'],
  customers: ['admin'],
  // Issue 35: a customer's account and the dues list, as their endpoints.
  accounts: ['admin', 'manager'],
  recipes: ['admin'],
  // Issue 16: the food cost report is the owner's figures.
  foodCost: ['admin'],
  attendance: ['admin'],
  settings: ['admin'],
  // Issue 32: a voided receipt is the owner's look at the books (ADR 0156).
  voidedReceipt: ['admin'],
  // Issue 32: the audit trail is the owner's.
  audit: ['admin'],
  // Issue 34: the VAT register is read by those who read the receipts.
  vatRegister: ['admin', 'manager'],
  // Issue 34: the manager closes the day with the drawer counted, as the admin may.
  days: ['admin', 'manager'],
};

/** A signed-in user of `role` opening the guarded `screen`, with a page at each place a redirect may lead. */
function renderGuarded(screen: Screen, role: Role) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.me, {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Test',
    email: 'test@example.com',
    role,
    status: 'Active',
    avatar: null,
    createdAt: '2026-11-23T00:00:00.000Z',
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/guarded']}>
          <Routes>
            <Route
              path="/guarded"
              element={
                <RequireRole screen={screen}>
                  <p>the screen</p>
                </RequireRole>
              }
            />
            {['/dashboard', '/dashboard/invoices/new', '/stuff-portal'].map((path) => (
              <Route key={path} path={path} element={<p>redirected to {path}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The guarded screen's first render for a signed-in user of the role: the screen, or nothing (a redirect). */
function firstRender(screen: Screen, role: Role): string {
  const { container } = renderGuarded(screen, role);
  // Read before the redirect's effect runs: what the first render drew.
  const drawn = container.innerHTML;
  cleanup();
  return drawn;
}

describe('the route guard', () => {
  afterEach(cleanup);
  for (const [screen, roles] of Object.entries(OPEN_TO) as [Screen, Role[]][]) {
    it(`opens ${screen} to ${roles.join(' and ')} only`, () => {
      for (const role of ROLES) {
        expect(firstRender(screen, role).includes('the screen'), role).toBe(roles.includes(role));
      }
    });
  }

  it('sends a role the screen is not open to home: staff to the waiting page, a cashier to the counter, others to /dashboard', async () => {
    const landings = { staff: '/stuff-portal', cashier: '/dashboard/invoices/new', manager: '/dashboard' };
    for (const [role, home] of Object.entries(landings)) {
      const { findByText } = renderGuarded('users', role as Role);
      expect(await findByText(`redirected to ${home}`)).toBeTruthy();
      cleanup();
    }
  });
});
