import type { Cost } from '@dastarkhan/contract/costs';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime, formatTaka } from '../../../lib/format';

const COLUMNS: Column<Cost>[] = [
  { header: 'Date', cell: (cost) => formatDateTime(cost.createdAt), className: 'whitespace-nowrap' },
  { header: 'Reason', cell: (cost) => cost.reason },
  { header: 'Amount', cell: (cost) => formatTaka(cost.amount), className: 'whitespace-nowrap' },
  { header: 'Holder Name', cell: (cost) => cost.holderName },
  { header: 'Added By', cell: (cost) => cost.addedBy.name || '—' },
];

export function CostsTable({ costs, loading }: { costs: Cost[]; loading: boolean }) {
  return (
    <DataTable
      caption="Extra costs"
      columns={COLUMNS}
      rows={costs}
      rowKey={(cost) => cost._id}
      empty="No costs found for this period"
      loading={loading}
    />
  );
}
