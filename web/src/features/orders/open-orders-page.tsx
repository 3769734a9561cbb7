import type { OrderSummary } from '@dastarkhan/contract/orders';
import { differenceInMinutes } from 'date-fns';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-client';
import { formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useOpenOrders } from './api/held-orders';
import { usePlaceOf } from '../../lib/order-place';

/** /dashboard/orders: the held orders, oldest first, each reopened with one tap to add to, send or charge. */
export function OpenOrdersPage() {
  const { t } = useTranslation();
  const orders = useOpenOrders();
  const placeOf = usePlaceOf();
  const now = new Date();
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        actions={
          <Link to="/dashboard/invoices/new" className={buttonClasses('primary')}>
            {t('receipt.newOrder')}
          </Link>
        }
      >
        {t('orders.intro')}
      </PageHeader>
      {orders.isError ? (
        <ErrorPanel
          title={t('orders.loadError')}
          message={errorMessage(orders.error, t('orders.loadFailed'))}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <DataTable<OrderSummary>
          caption={t('orders.title')}
          loading={orders.isPending}
          rows={orders.data ?? []}
          rowKey={(order) => order._id}
          empty={t('orders.none')}
          columns={[
            {
              header: t('orders.place'),
              cell: (order) => (
                <Link
                  to={`/dashboard/orders/${order._id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-600 hover:underline"
                >
                  {placeOf(order)}
                </Link>
              ),
            },
            { header: t('orders.waiter'), cell: (order) => order.waiter || '—' },
            { header: t('orders.items'), cell: (order) => order.itemCount },
            { header: t('orders.total'), cell: (order) => formatTaka(order.total) },
            {
              header: t('orders.age'),
              cell: (order) =>
                t('orders.minutes', { count: differenceInMinutes(now, new Date(order.createdAt)) }),
            },
          ]}
        />
      )}
    </>
  );
}
