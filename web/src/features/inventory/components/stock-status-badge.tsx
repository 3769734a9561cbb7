import type { StockStatus } from '@dastarkhan/contract/inventory';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

const TONES: Record<StockStatus, string> = {
  'in-stock': 'bg-green-100 text-green-800',
  'low-stock': 'bg-amber-100 text-amber-800',
  'out-of-stock': 'bg-red-100 text-red-800',
};

export function StockStatusBadge({ status }: { status: StockStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[status],
      )}
    >
      {t(`inventory.stockStatus.${status}`)}
    </span>
  );
}
