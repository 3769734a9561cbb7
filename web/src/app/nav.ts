import { SIDEBAR_ACCESS, type Screen } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import type { IconName } from '../components/ui/icon';
import type { MessageKey } from '../lib/i18n';

/** `label` is the link's words in the catalogue. */
export type NavItem = {
  to: string;
  label: Extract<MessageKey, `nav.${string}`>;
  icon: IconName;
  screen: Screen;
};

/** The sidebar, driven by data; who sees each link is contract/access.ts's SIDEBAR_ACCESS. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: 'dashboard', screen: 'dashboard' },
  { to: '/dashboard/invoices', label: 'nav.invoices', icon: 'receipt', screen: 'invoices' },
  { to: '/dashboard/day', label: 'nav.day', icon: 'wallet', screen: 'days' },
  // The cashier's way to the counter; admins and managers open it from Invoices (contract's SIDEBAR_ACCESS).
  { to: '/dashboard/invoices/new', label: 'nav.counter', icon: 'receipt', screen: 'counter' },
  { to: '/dashboard/orders', label: 'nav.openOrders', icon: 'clock', screen: 'counter' },
  { to: '/dashboard/inventory', label: 'nav.inventory', icon: 'box', screen: 'inventory' },
  { to: '/dashboard/add-item', label: 'nav.addItem', icon: 'plus', screen: 'addItem' },
  { to: '/dashboard/suppliers', label: 'nav.suppliers', icon: 'box', screen: 'suppliers' },
  { to: '/dashboard/extra-cost', label: 'nav.extraCost', icon: 'wallet', screen: 'extraCost' },
  { to: '/dashboard/users', label: 'nav.users', icon: 'users', screen: 'users' },
  { to: '/dashboard/customers', label: 'nav.customers', icon: 'person', screen: 'customers' },
  { to: '/dashboard/dues', label: 'nav.dues', icon: 'wallet', screen: 'accounts' },
  { to: '/dashboard/recipes', label: 'nav.recipes', icon: 'bowl', screen: 'recipes' },
  { to: '/dashboard/food-cost', label: 'nav.foodCost', icon: 'pie', screen: 'foodCost' },
  { to: '/dashboard/vat-register', label: 'nav.vatRegister', icon: 'receipt', screen: 'vatRegister' },
  // The route is spelt as the spec spells it (docs/spec.md §2), on purpose; the label is plain English.
  { to: '/dashboard/attendence', label: 'nav.attendance', icon: 'clock', screen: 'attendance' },
  { to: '/dashboard/settings', label: 'nav.settings', icon: 'store', screen: 'settings' },
  { to: '/dashboard/audit', label: 'nav.audit', icon: 'pencil', screen: 'audit' },
];

/** The links a user of this role sees, in sidebar order. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => SIDEBAR_ACCESS[item.screen].includes(role));
}
