import type { Cost } from '@dastarkhan/contract/costs';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime, formatTaka } from '../../../lib/format';

const COLUMNS: Column<Cost>[] = [
  { header: 'Date', cell: (cost) => formatDateTime(cost.createdAt), className: 'whitespace-nowrap' },
  { header: 'Reason', cell: (cost) => cost.reason },
  { header: 'Amount', cell: (cost) => formatTaka(cost.amount), className: 'whitespace-nowrap' },
  { header: 'Holder Name', cell: (cost) => cost.holderName },
  { header: 'Added By', cell: (cost) => cost.addedBy.name || '—' },
];

/** A 44 px target on touch screens, where the compact row buttons are too small for a finger. */
const TOUCH_TARGET = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11';

type CostsTableProps = {
  costs: Cost[];
  loading: boolean;
  onEdit: (cost: Cost) => void;
  onDelete: (cost: Cost) => void;
};

export function CostsTable({ costs, loading, onEdit, onDelete }: CostsTableProps) {
  const actions: Column<Cost> = {
    header: <span className="sr-only">Actions</span>,
    className: 'text-right whitespace-nowrap',
    cell: (cost) => (
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          className={TOUCH_TARGET}
          aria-label={`Edit cost ${cost.reason}`}
          onClick={() => onEdit(cost)}
        >
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          className={TOUCH_TARGET}
          aria-label={`Delete cost ${cost.reason}`}
          onClick={() => onDelete(cost)}
        >
          Delete
        </Button>
      </div>
    ),
  };
  return (
    <DataTable
      caption="Extra costs"
      columns={[...COLUMNS, actions]}
      rows={costs}
      rowKey={(cost) => cost._id}
      empty="No costs found for this period"
      loading={loading}
    />
  );
}
