import type { Account, StatementEntry, StatementPage } from '@dastarkhan/contract/accounts';
import { useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { useRollPrint } from '../../../components/roll/roll-print';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { useBusinessDetails } from '../../../lib/business-details';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { STATEMENT_PAGE_SIZE, useStatement } from '../api/accounts';
import { entryLabel } from '../entry-words';
import { periodIsBackwards, STATEMENT_FILTERS, type StatementPeriod } from '../statement-period';
import { statementMessage, whatsAppLink } from '../whatsapp';
import { StatementSlip } from './statement-slip';
import { VoidPaymentDialog } from './void-payment-dialog';

const A4_PAGE_STYLE = '@page { size: A4 portrait; margin: 12mm; } body { print-color-adjust: exact; }';

/** Print on 80 mm or A4, and share on WhatsApp: the statement of the period as shown. */
function StatementActions({
  page,
  account,
  period,
}: {
  page: StatementPage;
  account: Account;
  period: StatementPeriod;
}) {
  const { t } = useTranslation();
  const slip = useRef<HTMLDivElement>(null);
  const title = t('accounts.statement.documentTitle', { name: account.name });
  const printRoll = useRollPrint(slip, title);
  const printA4 = useReactToPrint({ contentRef: slip, documentTitle: title, pageStyle: A4_PAGE_STYLE });
  const business = useBusinessDetails().data?.name ?? '';
  const { statement } = page;
  const link = whatsAppLink(
    account.phone,
    statementMessage(t, {
      ...period,
      name: account.name,
      business,
      openingBalance: statement.openingBalance,
      closingBalance: statement.closingBalance,
      balance: account.balance,
    }),
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => printRoll()}>
        {t('accounts.statement.print80')}
      </Button>
      <Button variant="secondary" onClick={() => printA4()}>
        {t('accounts.statement.printA4')}
      </Button>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
          {t('accounts.whatsapp.share')}
        </a>
      )}
      {/* Laid out off screen at its printed width, so the roll's page is as long as the statement. */}
      <div aria-hidden className="pointer-events-none fixed top-0 -left-[300mm]">
        <StatementSlip ref={slip} page={page} period={period} balance={account.balance} />
      </div>
    </div>
  );
}

type EntryActions = { onOpenPayment: (paymentId: string) => void; voided: Set<string> };

function useColumns({ onOpenPayment, voided }: EntryActions): Column<StatementEntry>[] {
  const { t } = useTranslation();
  return [
    { header: t('accounts.statement.columns.day'), cell: (entry) => formatDate(entry.businessDay) },
    {
      header: t('accounts.statement.columns.entry'),
      cell: (entry) =>
        entry.paymentId && entry.kind === 'payment' ? (
          <button
            type="button"
            className="text-left text-brand-600 underline-offset-2 hover:underline pointer-coarse:min-h-11"
            onClick={() => onOpenPayment(entry.paymentId!)}
          >
            {entryLabel(t, entry)}
          </button>
        ) : (
          entryLabel(t, entry)
        ),
    },
    {
      header: t('accounts.statement.columns.amount'),
      align: 'right',
      cell: (entry) => formatTaka(entry.amount),
    },
    {
      header: t('accounts.statement.columns.balance'),
      align: 'right',
      cell: (entry) => <span data-testid="entry-balance">{formatTaka(entry.balance)}</span>,
    },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      cell: (entry) =>
        entry.kind === 'payment' && entry.paymentId && !voided.has(entry.paymentId) ? (
          <VoidPaymentDialog paymentId={entry.paymentId} number={entry.paymentNumber ?? ''} />
        ) : null,
    },
  ];
}

/**
 * A customer's statement for any period (from/to in the URL): the opening balance, every credit sale, payment
 * and void oldest first with the running balance, paged, and the closing balance; printed and shared.
 */
export function StatementSection({
  account,
  onOpenPayment,
}: {
  account: Account;
  onOpenPayment: (paymentId: string) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage, filters, setFilters } = useListParams({ filters: STATEMENT_FILTERS });
  const backwards = periodIsBackwards(filters);
  const statement = useStatement(account.customerId, { ...filters, page }, !backwards);
  const entries = statement.data?.statement.entries ?? [];
  const voided = new Set(entries.filter((e) => e.kind === 'payment-void').map((e) => e.paymentId ?? ''));
  const columns = useColumns({ onOpenPayment, voided });
  return (
    <section aria-labelledby="statement-heading" className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold text-slate-800">
          {t('accounts.statement.title')}
        </h2>
        {statement.data && !backwards && (
          <StatementActions page={statement.data} account={account} period={filters} />
        )}
      </div>
      <div role="group" aria-label={t('accounts.statement.period')} className="flex flex-wrap gap-4">
        <TextField
          label={t('accounts.statement.from')}
          type="date"
          required
          value={filters.from}
          onChange={(event) => event.target.value && setFilters({ from: event.target.value })}
          wrapperClassName="w-44"
        />
        <TextField
          label={t('accounts.statement.to')}
          type="date"
          required
          value={filters.to}
          onChange={(event) => event.target.value && setFilters({ to: event.target.value })}
          error={backwards ? t('accounts.statement.endBeforeStart') : undefined}
          wrapperClassName="w-44"
        />
      </div>
      {statement.data && (
        <p className="text-sm text-slate-700" data-testid="opening-balance">
          {t('accounts.statement.opening', { day: formatDate(filters.from) })}:{' '}
          {formatTaka(statement.data.statement.openingBalance)}
        </p>
      )}
      <PagedList
        query={statement}
        rowsOf={(data) => data.statement.entries}
        page={page}
        onPageChange={setPage}
        pageSize={STATEMENT_PAGE_SIZE}
        failure={{ title: t('accounts.statement.loadFailed'), fallback: t('accounts.statement.loadFailed') }}
      >
        {(rows, loading) => (
          <DataTable
            caption={t('accounts.statement.caption')}
            columns={columns}
            rows={rows}
            rowKey={(entry) => String(entry.seq)}
            loading={loading}
            empty={t('accounts.statement.empty')}
          />
        )}
      </PagedList>
      {statement.data && (
        <p className="text-sm font-semibold text-slate-800" data-testid="closing-balance">
          {t('accounts.statement.closing', { day: formatDate(filters.to) })}:{' '}
          {formatTaka(statement.data.statement.closingBalance)}
        </p>
      )}
    </section>
  );
}
