import type { Screen } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { SessionProvider } from '../lib/session';
import { RequireRole } from './route-guard';

// SPEC §2's route table, written out here rather than read from contract/access.ts, so a drift shows.
const OPEN_TO: Record<Screen, Role[]> = {
  dashboard: ['admin', 'manager'],
  invoices: ['admin', 'manager'],
  inventory: ['admin'],
  addItem: ['admin'],
  extraCost: ['admin'],
  users: ['admin'],
  customers: ['admin'],
  recipes: ['admin'],
  // Issue 16: the food cost report is the owner's figures.
  foodCost: ['admin'],
  attendance: ['admin'],
  settings: ['admin'],
  // Issue 32: the audit trail is the owner's.
  audit: ['admin'],
};

/** The guarded screen's first render for a signed-in user of the role: the screen, or nothing (a redirect). */
function firstRender(screen: Screen, role: Role): string {
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
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>
          <RequireRole screen={screen}>
            <p>the screen</p>
          </RequireRole>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  // Read before the redirect's effect runs: what the first render drew.
  const drawn = container.innerHTML;
  cleanup();
  return drawn;
}

describe('the route guard', () => {
  afterEach(cleanup);
  for (const [screen, roles] of Object.entries(OPEN_TO) as [Screen, Role[]][]) {
    it(`opens ${screen} to ${roles.join(' and ')} only`, () => {
      for (const role of ['admin', 'manager', 'staff'] as const) {
        expect(firstRender(screen, role).includes('the screen'), role).toBe(roles.includes(role));
      }
    });
  }
});
