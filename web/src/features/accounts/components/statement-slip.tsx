import type { StatementPage } from '@dastarkhan/contract/accounts';
import { forwardRef } from 'react';
import { RollRow } from '../../../components/roll/roll-row';
import { useBusinessDetails } from '../../../lib/business-details';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { entryLabel } from '../entry-words';
import type { StatementPeriod } from '../statement-period';

type StatementSlipProps = { page: StatementPage; period: StatementPeriod; balance: number };

/**
 * The statement as printed: 72 mm of content, on an 80 mm roll or centred on an A4 sheet, as the Z report.
 * Each entry takes two lines (what and when; its amount and the balance after it) so taka never crowd a name.
 */
export const StatementSlip = forwardRef<HTMLDivElement, StatementSlipProps>(function StatementSlip(
  { page, period, balance },
  ref,
) {
  const { t } = useTranslation();
  const business = useBusinessDetails().data;
  const { statement } = page;
  const first = (page.page - 1) * page.limit + 1;
  const partial = page.total > statement.entries.length;
  return (
    <div
      ref={ref}
      data-testid="statement-slip"
      className="receipt mx-auto w-[72mm] space-y-2 overflow-hidden bg-white p-[2mm] font-mono text-[11px] leading-snug text-black"
    >
      {business?.name && <p className="text-center text-[13px] font-bold break-words">{business.name}</p>}
      <h2 className="text-center text-[13px] font-bold">{t('accounts.statement.heading')}</h2>
      <p className="break-words">{statement.customer.name}</p>
      <p>{statement.customer.phone}</p>
      <p>
        {t('accounts.statement.periodLine', {
          from: formatDate(period.from),
          to: formatDate(period.to),
        })}
      </p>
      <div className="border-t border-dashed border-black" />
      <RollRow
        label={t('accounts.statement.opening', { day: formatDate(period.from) })}
        value={formatTaka(statement.openingBalance)}
      />
      {statement.entries.map((entry) => (
        <div key={entry.seq}>
          <p className="break-words">
            {formatDate(entry.businessDay)} {entryLabel(t, entry)}
          </p>
          <RollRow label={formatTaka(entry.amount)} value={formatTaka(entry.balance)} />
        </div>
      ))}
      <div className="border-t border-dashed border-black" />
      <RollRow
        label={t('accounts.statement.closing', { day: formatDate(period.to) })}
        value={formatTaka(statement.closingBalance)}
        strong
      />
      <RollRow label={t('accounts.balance')} value={formatTaka(balance)} />
      {partial && (
        <p>
          {t('accounts.statement.pageNote', {
            first,
            last: first + statement.entries.length - 1,
            total: page.total,
          })}
        </p>
      )}
    </div>
  );
});
