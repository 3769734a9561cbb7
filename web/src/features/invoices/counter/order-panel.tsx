import type { ReactNode, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { DrawnLater } from '../../../components/ui/drawn-later';
import { FormActions } from '../../../components/ui/form-actions';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { OrderCustomer, OrderDetails } from './order-customer';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import type { CounterOrderState } from './use-counter-order';

type OrderPanelProps = {
  counter: CounterOrderState;
  discountRef: RefObject<HTMLInputElement | null>;
  detailsOpen: boolean;
  onDetailsToggle: (open: boolean) => void;
  /** Why the last save failed, once the Charge panel is closed. */
  error: string;
  /** The order's own controls beside Charge (Cancel and Hold, or a held order's). */
  controls: ReactNode;
};

/**
 * The order beside the menu: who it is for, its lines, the discount and totals, the folded details, and the
 * controls with Charge (the form's submit) always in view.
 */
export function OrderPanel({
  counter,
  discountRef,
  detailsOpen,
  onDetailsToggle,
  error,
  controls,
}: OrderPanelProps) {
  const { t } = useTranslation();
  const { values, lines } = counter;
  // The order draws a task after the menu, and its totals and actions a task after its lines (DrawnLater): the
  // counter's first drawing was one long task. Beside the menu, or below it on a phone, they move nothing.
  return (
    <DrawnLater>
      <aside
        aria-label={t('receipt.order')}
        className="flex min-h-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
      >
        <OrderCustomer />
        <OrderLines items={values.items} keys={lines.keys} onStep={lines.step} onRemove={lines.remove} />
        <DrawnLater>
          <OrderTotals
            form={values}
            totals={counter.totals}
            cutField={counter.cutField}
            onDiscountType={counter.setDiscountType}
            keepAmount={counter.keepAmount}
            discountRef={discountRef}
          />
          <OrderDetails open={detailsOpen} onToggle={onDetailsToggle} />
          <FormActions errorTitle={t('common.error')} error={error} className="grid grid-cols-2 gap-2">
            {controls}
            <Button type="submit" size="lg" className="col-span-2">
              {t('receipt.charge')}
            </Button>
          </FormActions>
        </DrawnLater>
      </aside>
    </DrawnLater>
  );
}

/** On a phone the order sits below the menu: this bar keeps its count, total and Charge in reach. */
export function PhoneChargeBar({ counter }: { counter: CounterOrderState }) {
  const { t } = useTranslation();
  const itemCount = counter.values.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="fixed inset-x-0 bottom-0 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 md:hidden">
      <span className="text-sm text-slate-700">
        {t('receipt.itemCount', { count: itemCount })} · <strong>{formatTaka(counter.totals.total)}</strong>
      </span>
      <Button type="submit">{t('receipt.charge')}</Button>
    </div>
  );
}
