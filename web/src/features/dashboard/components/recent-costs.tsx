import type { Cost } from '@dastarkhan/contract/costs';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { formatDate, formatTaka } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useRecentCosts } from '../api/get-recent-costs';

const COLUMNS: Column<Cost>[] = [
  { header: 'Reason', cell: (cost) => cost.reason },
  { header: 'Amount', cell: (cost) => formatTaka(cost.amount), className: 'whitespace-nowrap' },
  { header: 'Holder Name', cell: (cost) => cost.holderName },
  { header: 'Date', cell: (cost) => formatDate(cost.createdAt), className: 'whitespace-nowrap' },
];

export function RecentCosts() {
  const { page, setPage } = useListParams({ prefix: 'recentCosts' });
  const costs = useRecentCosts(page);
  return (
    <section aria-labelledby="recent-costs-title">
      <h2 id="recent-costs-title" className="mb-3 text-lg font-semibold text-slate-800">
        Recent Extra Costs
      </h2>
      <PagedList
        query={costs}
        rowsOf={(data) => data.costs}
        page={page}
        onPageChange={setPage}
        // SPEC §8: dashboard fetch errors are only logged.
        failure={{ log: 'Could not load recent extra costs' }}
        variant="compact"
      >
        {(rows, loading) => (
          <DataTable
            caption="Recent Extra Costs"
            columns={COLUMNS}
            rows={rows}
            rowKey={(cost) => cost._id}
            loading={loading}
            empty="No costs found"
          />
        )}
      </PagedList>
    </section>
  );
}
