import type { Role } from '@dastarkhan/contract/common';
import type { IconName } from '../components/ui/icon';

export type NavItem = { to: string; label: string; icon: IconName; roles: readonly Role[] };

const ADMIN = ['admin'] as const;
const DASHBOARD = ['admin', 'manager'] as const;

/** The sidebar, driven by data. Users Management shows to every dashboard user (SPEC §2, §6). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'dashboard', roles: DASHBOARD },
  { to: '/dashboard/invoices', label: 'Invoices', icon: 'receipt', roles: DASHBOARD },
  { to: '/dashboard/inventory', label: 'Inventory', icon: 'box', roles: ADMIN },
  { to: '/dashboard/add-item', label: 'Add Items', icon: 'plus', roles: ADMIN },
  { to: '/dashboard/extra-cost', label: 'Extra Costs', icon: 'wallet', roles: ADMIN },
  { to: '/dashboard/users', label: 'Users Management', icon: 'users', roles: DASHBOARD },
  { to: '/dashboard/customers', label: 'Add Customer', icon: 'person', roles: ADMIN },
  { to: '/dashboard/recipes', label: 'Recipes', icon: 'bowl', roles: ADMIN },
  // The route is spelt as the spec spells it (docs/spec.md §2), on purpose; the label is plain English.
  { to: '/dashboard/attendence', label: 'Attendance', icon: 'clock', roles: ADMIN },
  { to: '/dashboard/settings', label: 'Settings', icon: 'store', roles: ADMIN },
];
