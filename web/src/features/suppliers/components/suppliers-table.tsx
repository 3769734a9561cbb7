import type { Supplier } from '@dastarkhan/contract/suppliers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { suppliersQueryOptions } from '../../../lib/suppliers';
import { useListParams } from '../../../lib/use-list-params';
import { PAGE_SIZE } from '../api/suppliers';
import { SupplierFormDialog } from './supplier-form-dialog';

/** Every live supplier by name, to open one's page or add one. */
export function SuppliersTable() {
  const { t } = useTranslation();
  const list = useListParams({ prefix: 'suppliers' });
  const suppliers = useQuery(
    suppliersQueryOptions({ page: list.page, limit: PAGE_SIZE, search: list.search }),
  );
  const columns: Column<Supplier>[] = [
    {
      header: t('suppliers.list.columns.name'),
      cell: (row) => <span className="font-medium text-slate-800">{row.name}</span>,
    },
    { header: t('suppliers.list.columns.phone'), cell: (row) => row.phone || '—' },
    { header: t('suppliers.list.columns.payable'), align: 'right', cell: (row) => formatTaka(row.payable) },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      cell: (row) => (
        <Link
          to={`/dashboard/suppliers/${row._id}`}
          aria-label={t('suppliers.list.open', { name: row.name })}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('common.open')}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="suppliers-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suppliers-heading" className="text-xl font-semibold text-slate-800">
          {t('suppliers.list.heading')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-72">
            <SearchInput label={t('suppliers.list.search')} {...list.searchInputProps} />
          </div>
          <SupplierFormDialog />
        </div>
      </div>
      <PagedList
        query={suppliers}
        rowsOf={(data) => data.suppliers}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={PAGE_SIZE}
        failure={{ title: t('suppliers.loadFailed'), fallback: t('suppliers.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('suppliers.list.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row._id}
            loading={loading}
            empty={list.search ? t('suppliers.list.noMatch') : t('suppliers.list.empty')}
          />
        )}
      </PagedList>
    </section>
  );
}
