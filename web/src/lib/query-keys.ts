import type { Period } from '@dastarkhan/contract/common';

/**
 * Every TanStack Query key, in one place. Each key starts with its resource, so invalidating `all` marks every
 * query of that resource stale: a receipt save reloads the receipt lists, the dashboard figures and the
 * customers' receipt counts without naming each query.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  businessDetails: ['settings', 'business'] as const,
  foodCostSetting: ['settings', 'food-cost'] as const,
  counterLimits: ['settings', 'counter-limits'] as const,
  approvalPin: ['settings', 'approval-pin'] as const,
  vatSettings: ['settings', 'vat'] as const,
  languageSetting: ['settings', 'language'] as const,
  printSettings: ['settings', 'print'] as const,
  /** The VAT register of a month: under 'invoices', so a receipt saved or voided reloads it. */
  vatRegister: (month: string) => ['invoices', 'vat-register', month] as const,
  dashboard: {
    all: ['dashboard'] as const,
    summary: (range: Period) => ['dashboard', 'summary', range] as const,
    salesSeries: (range: Period) => ['dashboard', 'sales-series', range] as const,
    /** The food cost card's figures: under 'dashboard', so a receipt saved or deleted reloads them too. */
    kitchen: (range: Period) => ['dashboard', 'kitchen', range] as const,
  },
  foodCost: {
    all: ['food-cost'] as const,
    report: (from: string, to: string) => ['food-cost', 'report', from, to] as const,
  },
  invoices: {
    all: ['invoices'] as const,
    lists: ['invoices', 'list'] as const,
    list: <P extends object>(params: P) => ['invoices', 'list', params] as const,
    detail: (id: string) => ['invoices', 'detail', id] as const,
    voided: (id: string) => ['invoices', 'voided', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    open: ['orders', 'open'] as const,
    detail: (id: string) => ['orders', 'one', id] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: <P extends object>(params: P) => ['customers', 'list', params] as const,
    detail: (id: string) => ['customers', 'one', id] as const,
    suggestions: (search: string) => ['customers', 'suggestions', search] as const,
    byPhone: (phone: string) => ['customers', 'by-phone', phone] as const,
    /** A customer's account, statement and payments: under 'customers', so a receipt or payment saved reloads them. */
    account: (id: string) => ['customers', 'account', id] as const,
    statement: <P extends object>(id: string, params: P) => ['customers', 'statement', id, params] as const,
    payment: (id: string) => ['customers', 'payment', id] as const,
    dues: <P extends object>(params: P) => ['customers', 'dues', params] as const,
  },
  recipes: {
    all: ['recipes'] as const,
    lists: ['recipes', 'list'] as const,
    list: <P extends object>(filters: P) => ['recipes', 'list', filters] as const,
    menu: ['recipes', 'menu'] as const,
    /** Under 'recipes': a changed price or a changed threshold changes the food-cost figures. */
    costs: ['recipes', 'costs'] as const,
    cost: (id: string) => ['recipes', 'cost', id] as const,
  },
  recipeCategories: ['recipe-categories'] as const,
  /** Apart from 'inventory': an intake does not change the list; a rename reloads both. */
  stockCategories: ['stock-categories'] as const,
  costs: {
    all: ['costs'] as const,
    list: <P extends object>(request: P) => ['costs', 'list', request] as const,
    recent: (page: number) => ['costs', 'recent', page] as const,
  },
  inventory: {
    all: ['inventory'] as const,
    list: <P extends object>(filters: P) => ['inventory', 'list', filters] as const,
    movements: (id: string) => ['inventory', 'movements', id] as const,
    /** The item Receive opened Add Items for. */
    receiving: (id: string | null) => ['inventory', 'receiving', id] as const,
    /** Every live item, for the stock count sheet and the recipe screen's ingredient picker (lib/stock-items.ts). */
    everyItem: ['inventory', 'every-item'] as const,
  },
  /**
   * Suppliers and their payables (issue 35): under 'inventory', so an intake or an item's payment reloads them,
   * and a supplier's payment (which moves its items' dues) reloads the stock list by invalidating 'inventory'.
   */
  suppliers: {
    all: ['inventory', 'suppliers'] as const,
    list: <P extends object>(params: P) => ['inventory', 'suppliers', 'list', params] as const,
    detail: (id: string) => ['inventory', 'suppliers', 'one', id] as const,
    statement: <P extends object>(id: string, params: P) =>
      ['inventory', 'suppliers', 'statement', id, params] as const,
    payables: <P extends object>(params: P) => ['inventory', 'suppliers', 'payables', params] as const,
  },
  attendance: {
    all: ['attendance'] as const,
    allUsers: <P extends object>(filters: P) => ['attendance', 'all-users', filters] as const,
    mine: <P extends object>(filters: P) => ['attendance', 'me', filters] as const,
  },
  /** Everyone, to pick from (lib/user-options.ts): apart from 'users' and 'attendance', as marking someone does not change who there is. */
  userOptions: ['user-options'] as const,
  audit: {
    all: ['audit'] as const,
    list: <P extends object>(params: P) => ['audit', 'list', params] as const,
    history: (kind: string, id: string) => ['audit', 'history', kind, id] as const,
  },
  users: {
    all: ['users'] as const,
    list: <P extends object>(params: P) => ['users', 'list', params] as const,
  },
};
