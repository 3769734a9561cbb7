import { STOCK_STATUS_LABELS, type StockStatus } from '@dastarkhan/contract/inventory';

const TONES: Record<StockStatus, string> = {
  'in-stock': 'bg-green-100 text-green-800',
  'low-stock': 'bg-amber-100 text-amber-800',
  'out-of-stock': 'bg-red-100 text-red-800',
};

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[status]}`}
    >
      {STOCK_STATUS_LABELS[status]}
    </span>
  );
}
