import type { Payable } from '@dastarkhan/contract/suppliers';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { cn } from '../../../lib/cn';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { PAGE_SIZE, usePayables } from '../api/suppliers';
import { ageingColumns } from './ageing-cells';

/** Suppliers owed money, largest first, with the ageing of what is unpaid and the total payable. */
export function PayablesTable() {
  const { t } = useTranslation();
  const list = useListParams({ prefix: 'payables' });
  const payables = usePayables({ page: list.page, search: list.search });
  const columns: Column<Payable>[] = [
    {
      header: t('suppliers.payables.columns.name'),
      cell: (row) => (
        <Link className={cn(TEXT_LINK, 'font-medium')} to={`/dashboard/suppliers/${row.supplierId}`}>
          {row.name}
        </Link>
      ),
    },
    {
      header: t('suppliers.payables.columns.payable'),
      align: 'right',
      cell: (row) => <span className="font-semibold">{formatTaka(row.payable)}</span>,
    },
    ...ageingColumns<Payable>(t, (row) => row.ageing),
    {
      header: t('suppliers.payables.columns.lastPayment'),
      cell: (row) => (row.lastPaymentDay ? formatDate(row.lastPaymentDay) : t('suppliers.detail.never')),
    },
  ];
  return (
    <section aria-labelledby="payables-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payables-heading" className="text-xl font-semibold text-slate-800">
          {t('suppliers.payables.heading')}
        </h2>
        {payables.data && (
          <p className="text-lg font-semibold text-slate-800">
            {t('suppliers.payables.total')}: {formatTaka(payables.data.totalPayable)}
          </p>
        )}
        <div className="w-72">
          <SearchInput label={t('suppliers.payables.search')} {...list.searchInputProps} />
        </div>
      </div>
      <PagedList
        query={payables}
        rowsOf={(data) => data.payables}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={PAGE_SIZE}
        failure={{ title: t('suppliers.loadFailed'), fallback: t('suppliers.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('suppliers.payables.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.supplierId}
            loading={loading}
            empty={t('suppliers.payables.empty')}
          />
        )}
      </PagedList>
    </section>
  );
}
