import { useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useHeldOrder } from './api/held-orders';
import { OPEN_ORDERS, usePlaceOf } from './counter/order-place';
import { receiptFromHeldOrder } from './receipt-form';
import { ReceiptEditor } from './receipt-editor';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../components/ui/button';
import { SmallIcon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';

/** /dashboard/orders/:orderId: a held order back on the counter. */
export function HeldOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useHeldOrder(orderId);
  const placeOf = usePlaceOf();
  return (
    <>
      <PageHeader
        title={order.data ? t('orders.heldTitle', { place: placeOf(order.data) }) : t('orders.title')}
        actions={
          <Link to={OPEN_ORDERS} className={cn(TEXT_LINK, 'text-sm')}>
            <SmallIcon name="back" />
            {t('orders.title')}
          </Link>
        }
      />
      {order.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : order.isError ? (
        <ErrorPanel
          title={t('orders.loadError')}
          message={errorMessage(order.error, t('orders.loadFailed'))}
          onRetry={() => void order.refetch()}
        />
      ) : order.data.status !== 'open' ? (
        <p className="text-slate-600">{t('orders.notOpen')}</p>
      ) : (
        <ReceiptEditor key={orderId} held={order.data} initial={receiptFromHeldOrder(order.data)} />
      )}
    </>
  );
}
