import type { Cost } from '@dastarkhan/contract/costs';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { RECENT_PAGE_SIZE, useRecentCosts } from '../api/get-recent-costs';

const columns = (t: TFunction): Column<Cost>[] => [
  { header: t('costs.columns.reason'), cell: (cost) => cost.reason },
  {
    header: t('costs.columns.amount'),
    cell: (cost) => formatTaka(cost.amount),
    className: 'whitespace-nowrap',
  },
  { header: t('costs.columns.holderName'), cell: (cost) => cost.holderName },
  {
    header: t('costs.columns.date'),
    cell: (cost) => formatDate(cost.createdAt),
    className: 'whitespace-nowrap',
  },
];

export function RecentCosts() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams({ prefix: 'recentCosts' });
  const costs = useRecentCosts(page);
  return (
    <section aria-labelledby="recent-costs-title">
      <h2 id="recent-costs-title" className="mb-3 text-lg font-semibold text-slate-800">
        {t('dashboard.recentCosts')}
      </h2>
      <PagedList
        query={costs}
        rowsOf={(data) => data.costs}
        page={page}
        onPageChange={setPage}
        // SPEC §8: dashboard fetch errors are only logged.
        failure={{ log: 'Could not load recent extra costs' }}
        variant="compact"
        pageSize={RECENT_PAGE_SIZE}
      >
        {(rows, loading, placeholderRows) => (
          <DataTable
            caption={t('dashboard.recentCosts')}
            columns={columns(t)}
            rows={rows}
            rowKey={(cost) => cost._id}
            loading={loading}
            placeholderRows={placeholderRows}
            empty={t('dashboard.noCosts')}
          />
        )}
      </PagedList>
    </section>
  );
}
