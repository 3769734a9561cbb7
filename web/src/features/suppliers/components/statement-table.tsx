import { isoDateSchema } from '@dastarkhan/contract/common';
import type { StatementEntry } from '@dastarkhan/contract/suppliers';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { PAGE_SIZE, useStatement } from '../api/suppliers';
import { VoidPaymentDialog } from './void-payment-dialog';

const dateFilter = isoDateSchema.optional().catch(undefined);

function describe(t: TFunction, entry: StatementEntry): string {
  const named = { item: entry.item ?? '', number: entry.paymentNumber ?? '' };
  return [t(`suppliers.statement.kinds.${entry.kind}`, named), entry.note].filter(Boolean).join(' — ');
}

/** A supplier's statement: any period, oldest first, with the balance after each row; payments can be voided. */
export function StatementTable({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation();
  const list = useListParams({ prefix: 'statement', filters: { from: dateFilter, to: dateFilter } });
  const statement = useStatement(supplierId, { page: list.page, ...list.filters });
  const columns: Column<StatementEntry>[] = [
    { header: t('suppliers.statement.columns.day'), cell: (entry) => formatDate(entry.businessDay) },
    { header: t('suppliers.statement.columns.what'), cell: (entry) => describe(t, entry) },
    {
      header: t('suppliers.statement.columns.amount'),
      align: 'right',
      cell: (entry) => formatTaka(entry.amount),
    },
    {
      header: t('suppliers.statement.columns.balance'),
      align: 'right',
      cell: (entry) => <span className="font-medium">{formatTaka(entry.balance)}</span>,
    },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      cell: (entry) =>
        entry.kind === 'payment' && entry.paymentId && !entry.paymentVoided ? (
          <VoidPaymentDialog paymentId={entry.paymentId} number={entry.paymentNumber ?? ''} />
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="statement-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="statement-heading" className="text-xl font-semibold text-slate-800">
          {t('suppliers.statement.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <TextField
            type="date"
            label={t('suppliers.statement.from')}
            value={list.filters.from ?? ''}
            onChange={(event) => list.setFilters({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('suppliers.statement.to')}
            value={list.filters.to ?? ''}
            onChange={(event) => list.setFilters({ to: event.target.value })}
          />
        </div>
      </div>
      {statement.data && (
        <p className="text-sm text-slate-600">
          {t('suppliers.statement.opening', { amount: formatTaka(statement.data.openingBalance) })} ·{' '}
          {t('suppliers.statement.closing', { amount: formatTaka(statement.data.closingBalance) })}
        </p>
      )}
      <PagedList
        query={statement}
        rowsOf={(data) => data.entries}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={PAGE_SIZE}
        failure={{ title: t('suppliers.loadFailed'), fallback: t('suppliers.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('suppliers.statement.caption')}
            columns={columns}
            rows={rows}
            rowKey={(entry) => String(entry.seq)}
            loading={loading}
            empty={t('suppliers.statement.empty')}
          />
        )}
      </PagedList>
    </section>
  );
}
