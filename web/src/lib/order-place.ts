import type { OrderSummary } from '@dastarkhan/contract/orders';
import { useTranslation } from './i18n';

/** The list of held orders, where a held order goes back to once saved or voided. */
export const OPEN_ORDERS = '/dashboard/orders';
/** The counter's new order: where a cashier works (contract's homeOf). */
export const NEW_ORDER = '/dashboard/invoices/new';

/** How an order is called out: "Table T4", or "Token 7" for a takeaway. */
export function usePlaceOf() {
  const { t } = useTranslation();
  return (order: Pick<OrderSummary, 'table' | 'token'>) =>
    order.table !== null
      ? t('orders.tableLabel', { table: order.table })
      : t('orders.tokenLabel', { token: order.token ?? '' });
}
