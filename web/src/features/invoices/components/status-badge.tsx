import type { InvoiceStatus } from '@dastarkhan/contract/invoices';
import { cn } from '../../../lib/cn';

const COLOURS: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  due: 'bg-amber-100 text-amber-800',
};

const LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  due: 'Due',
};

/** A receipt's status in its colour: paid in full, or with a balance due (derived by the server). */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', COLOURS[status])}>
      {LABELS[status]}
    </span>
  );
}
