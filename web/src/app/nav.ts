import type { Role } from '@dastarkhan/contract/common';

export type NavItem = { to: string; label: string; icon: string; roles: readonly Role[] };

const ADMIN = ['admin'] as const;
const DASHBOARD = ['admin', 'manager'] as const;

/** The sidebar, driven by data. Users Management shows to every dashboard user (SPEC §2, §6). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: '▦', roles: DASHBOARD },
  { to: '/dashboard/invoices', label: 'Invoices', icon: '🧾', roles: DASHBOARD },
  { to: '/dashboard/inventory', label: 'Inventory', icon: '📦', roles: ADMIN },
  { to: '/dashboard/add-item', label: 'Add Items', icon: '➕', roles: ADMIN },
  { to: '/dashboard/extra-cost', label: 'Extra Costs', icon: '💸', roles: ADMIN },
  { to: '/dashboard/users', label: 'Users Management', icon: '👥', roles: DASHBOARD },
  { to: '/dashboard/customers', label: 'Add Customer', icon: '🙋', roles: ADMIN },
  { to: '/dashboard/recipes', label: 'Recipes', icon: '🍛', roles: ADMIN },
  { to: '/dashboard/attendence', label: 'Attendance', icon: '🕘', roles: ADMIN },
];
