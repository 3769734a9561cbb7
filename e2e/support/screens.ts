/** Every screen's address, signed out first: the reports and journeys that walk the whole app open these. */
export const EVERY_SCREEN = [
  '/login',
  '/register',
  '/dashboard',
  '/dashboard/invoices',
  '/dashboard/invoices/new',
  '/dashboard/day',
  '/dashboard/orders',
  '/dashboard/inventory',
  '/dashboard/inventory/count',
  '/dashboard/inventory/categories',
  '/dashboard/add-item',
  '/dashboard/suppliers',
  '/dashboard/extra-cost',
  '/dashboard/users',
  '/dashboard/customers',
  '/dashboard/dues',
  '/dashboard/receive-payment',
  '/dashboard/recipes',
  '/dashboard/recipes/categories',
  '/dashboard/attendence',
  '/dashboard/settings',
  '/dashboard/food-cost',
  '/dashboard/audit',
];

/** The screens a signed-out visitor opens; every other one is opened signed in. */
export const signedOut = (path: string) => path === '/login' || path === '/register';
