import '../../lib/i18n/accounts-words';
import { AGEING_BUCKETS, type Due } from '@dastarkhan/contract/accounts';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/ui/data-table';
import { SearchInput } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { StatCard } from '../../components/ui/stat-card';
import { TEXT_LINK } from '../../components/ui/button';
import { formatDate, formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { DUES_PAGE_SIZE, useDues } from './api/accounts';

function useColumns(): Column<Due>[] {
  const { t } = useTranslation();
  return [
    {
      header: t('dues.columns.name'),
      cell: (row) => (
        <Link
          to={`/dashboard/customers/${row.customerId}/account`}
          aria-label={t('dues.openNamed', { name: row.name })}
          className={TEXT_LINK}
        >
          {row.name}
        </Link>
      ),
    },
    { header: t('dues.columns.phone'), cell: (row) => row.phone },
    {
      header: t('dues.columns.balance'),
      align: 'right',
      cell: (row) => <span className="font-semibold">{formatTaka(row.balance)}</span>,
    },
    ...AGEING_BUCKETS.map((bucket): Column<Due> => ({
      header: t(`accounts.ageing.${bucket}`),
      align: 'right',
      cell: (row) => formatTaka(row.ageing[bucket]),
    })),
    {
      header: t('dues.columns.lastPayment'),
      cell: (row) => (row.lastPaymentDay ? formatDate(row.lastPaymentDay) : t('accounts.noPayment')),
    },
  ];
}

/**
 * /dashboard/dues (issue 35): every customer who owes, the largest balance first, with the ageing of what they
 * owe and their last payment; searched by name or phone, paged, each row opening the customer's account.
 */
export function DuesPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const dues = useDues({ page: list.page, search: list.search });
  const columns = useColumns();
  return (
    <div className="space-y-4">
      <PageHeader title={t('dues.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-60">
          <StatCard
            label={t('dues.totalReceivable')}
            value={<span data-testid="total-receivable">{formatTaka(dues.data?.totalReceivable ?? 0)}</span>}
            tone="amber"
          />
        </div>
        <div className="w-80 max-w-full">
          <SearchInput label={t('dues.search')} {...list.searchInputProps} />
        </div>
      </div>
      <PagedList
        query={dues}
        rowsOf={(data) => data.dues}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={DUES_PAGE_SIZE}
        failure={{ title: t('dues.loadFailed'), fallback: t('dues.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('dues.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.customerId}
            loading={loading}
            empty={list.search ? t('dues.noMatch') : t('dues.empty')}
          />
        )}
      </PagedList>
    </div>
  );
}
