import { AGEING_BUCKETS, type Account } from '@dastarkhan/contract/accounts';
import { StatCard } from '../../../components/ui/stat-card';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** What a customer owes, their limit and last payment, and how old the balance is. */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('accounts.balance')}
          value={<span data-testid="account-balance">{formatTaka(account.balance)}</span>}
          tone={account.balance > 0 ? 'amber' : 'green'}
        />
        <StatCard
          label={t('accounts.creditLimit')}
          value={account.creditLimit === null ? t('accounts.noLimit') : formatTaka(account.creditLimit)}
        />
        <StatCard
          label={t('accounts.lastPayment')}
          value={account.lastPaymentDay ? formatDate(account.lastPaymentDay) : t('accounts.noPayment')}
        />
      </div>
      <section aria-labelledby="ageing-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="ageing-heading" className="mb-2 text-sm font-semibold text-slate-700">
          {t('accounts.ageing.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {AGEING_BUCKETS.map((bucket) => (
            <div key={bucket}>
              <dt className="text-xs text-slate-500">{t(`accounts.ageing.${bucket}`)}</dt>
              <dd className="font-medium text-slate-800" data-testid={`ageing-${bucket}`}>
                {formatTaka(account.ageing[bucket])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
