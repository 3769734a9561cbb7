import type { InvoiceStatus } from '@dastarkhan/contract/invoices';

const COLOURS: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  draft: 'bg-slate-100 text-slate-700',
  overdue: 'bg-red-100 text-red-800',
};

const LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  draft: 'Draft',
  overdue: 'Overdue',
};

/** A receipt's status in its colour. The dashboard passes 'paid' for every row, as SPEC §2 shows it. */
export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${COLOURS[status]}`}>
      {LABELS[status]}
    </span>
  );
}
