import type { Cost } from '@dastarkhan/contract/costs';
import { useEffect, useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate, formatTaka } from '../../../lib/format';
import { RECENT_PAGE_SIZE, useRecentCosts } from '../api/get-recent-costs';

const COLUMNS: Column<Cost>[] = [
  { header: 'Reason', cell: (cost) => cost.reason },
  { header: 'Amount', cell: (cost) => formatTaka(cost.amount), className: 'whitespace-nowrap' },
  { header: 'Holder Name', cell: (cost) => cost.holderName },
  { header: 'Date', cell: (cost) => formatDate(cost.createdAt), className: 'whitespace-nowrap' },
];

export function RecentCosts() {
  const [page, setPage] = useState(1);
  const costs = useRecentCosts(page);
  useEffect(() => {
    // SPEC §8: dashboard fetch errors are only logged.
    if (costs.isError) console.error('Could not load recent extra costs', costs.error);
  }, [costs.isError, costs.error]);
  return (
    <section aria-labelledby="recent-costs-title">
      <h2 id="recent-costs-title" className="mb-3 text-lg font-semibold text-slate-800">
        Recent Extra Costs
      </h2>
      <DataTable
        caption="Recent Extra Costs"
        columns={COLUMNS}
        rows={costs.data?.costs ?? []}
        rowKey={(cost) => cost._id}
        loading={costs.isPending}
        empty="No costs found"
      />
      <Pagination
        variant="compact"
        page={page}
        total={costs.data?.total ?? 0}
        limit={RECENT_PAGE_SIZE}
        onPageChange={setPage}
      />
    </section>
  );
}
