import type { Role } from '@dastarkhan/contract/common';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { navItemsFor } from './nav';

// Written from SPEC §6, not read from contract/access.ts, so a drift in the table shows here.
const labels = (role: Role) => navItemsFor(role).map((item) => i18n.t(item.label));

describe('the sidebar', () => {
  it('shows an admin every screen, the audit trail last', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Invoices',
      'Close the day',
      'Inventory',
      'Add Items',
      'Suppliers',
      'Extra Costs',
      'Users Management',
      'Add Customer',
      'Dues',
      'Recipes',
      'Food Cost',
      'VAT register',
      'Attendance',
      'Settings',
      'Audit trail',
    ]);
  });

  it('shows a manager the dashboard, invoices, the day’s close, the dues (issue 35) and the VAT register (issue 34), and Users Management although that screen is the admin’s; not the audit trail', () => {
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Invoices',
      'Close the day',
      'Users Management',
      'Dues',
      'VAT register',
    ]);
  });

  it('shows a cashier only the counter and the open orders: no screen it may not open (ADR 0136)', () => {
    expect(labels('cashier')).toEqual(['Counter', 'Open orders']);
  });

  it('shows staff nothing: they never reach the dashboard', () => {
    expect(labels('staff')).toEqual([]);
  });
});
