import { SIDEBAR_ACCESS, type Screen } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import type { IconName } from '../components/ui/icon';

export type NavItem = { to: string; label: string; icon: IconName; screen: Screen };

/** The sidebar, driven by data; who sees each link is contract/access.ts's SIDEBAR_ACCESS. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'dashboard', screen: 'dashboard' },
  { to: '/dashboard/invoices', label: 'Invoices', icon: 'receipt', screen: 'invoices' },
  { to: '/dashboard/inventory', label: 'Inventory', icon: 'box', screen: 'inventory' },
  { to: '/dashboard/add-item', label: 'Add Items', icon: 'plus', screen: 'addItem' },
  { to: '/dashboard/extra-cost', label: 'Extra Costs', icon: 'wallet', screen: 'extraCost' },
  { to: '/dashboard/users', label: 'Users Management', icon: 'users', screen: 'users' },
  { to: '/dashboard/customers', label: 'Add Customer', icon: 'person', screen: 'customers' },
  { to: '/dashboard/recipes', label: 'Recipes', icon: 'bowl', screen: 'recipes' },
  // The route is spelt as the spec spells it (docs/spec.md §2), on purpose; the label is plain English.
  { to: '/dashboard/attendence', label: 'Attendance', icon: 'clock', screen: 'attendance' },
  { to: '/dashboard/settings', label: 'Settings', icon: 'store', screen: 'settings' },
];

/** The links a user of this role sees, in sidebar order. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => SIDEBAR_ACCESS[item.screen].includes(role));
}
