import type { InvoiceStatus } from '@dastarkhan/contract/invoices';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

const COLOURS: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  due: 'bg-amber-100 text-amber-800',
};

/** A receipt's status in its colour: paid in full, or with a balance due (derived by the server). */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', COLOURS[status])}>
      {t(`invoices.status.${status}`)}
    </span>
  );
}
