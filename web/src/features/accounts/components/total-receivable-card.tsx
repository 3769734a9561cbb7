import '../../../lib/i18n/accounts-words';
import { Link } from 'react-router';
import { StatCard } from '../../../components/ui/stat-card';
import { TEXT_LINK } from '../../../components/ui/button';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDues } from '../api/accounts';

/** The dashboard's total receivable: what customers owe, read from the dues list's first page. */
export function TotalReceivableCard() {
  const { t } = useTranslation();
  const dues = useDues({ page: 1, search: '' });
  return (
    <div className="max-w-xs">
      <StatCard
        label={t('dues.totalReceivable')}
        value={
          <Link to="/dashboard/dues" className={TEXT_LINK} data-testid="dashboard-receivable">
            {dues.data ? formatTaka(dues.data.totalReceivable) : '—'}
          </Link>
        }
        tone="amber"
      />
    </div>
  );
}
