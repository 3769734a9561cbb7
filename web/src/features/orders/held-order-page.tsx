import type { Order } from '@dastarkhan/contract/orders';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { TEXT_LINK } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { SmallIcon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import type { ChargeReceipt } from '../../lib/counter-order';
import { useTranslation } from '../../lib/i18n';
import { OPEN_ORDERS, usePlaceOf } from '../../lib/order-place';
import { useChargeHeldOrder, useHeldOrder } from './api/held-orders';

/** What the held-order screen puts on the counter: the order as last stored, and how Charge saves it. */
export type HeldOrderCounter = (held: { order: Order; charge: ChargeReceipt }) => ReactNode;

/** The open order, with Charge going to its own route at the version last read. */
function OpenOrder({ order, counter }: { order: Order; counter: HeldOrderCounter }) {
  const charge = useChargeHeldOrder(order);
  return counter({ order, charge });
}

/** /dashboard/orders/:orderId: a held order back on the counter, which the app hands in as `counter`. */
export function HeldOrderPage({ counter }: { counter: HeldOrderCounter }) {
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
        <OpenOrder key={orderId} order={order.data} counter={counter} />
      )}
    </>
  );
}
