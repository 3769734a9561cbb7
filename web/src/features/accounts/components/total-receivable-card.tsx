import '../../../lib/i18n/accounts-words';
import { Link } from 'react-router';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDues } from '../api/accounts';

/** The dashboard's total receivable: what customers owe, as the dues list answers it, linking to that list. */
export function TotalReceivableCard() {
  const { t } = useTranslation();
  const dues = useDues({ page: 1, search: '' });
  if (!dues.data) return null;
  return (
    <Link to="/dashboard/dues" className="block rounded-lg focus-visible:outline-2">
      <StatCard
        label={t('dues.totalReceivable')}
        value={<span data-testid="dashboard-receivable">{formatTaka(dues.data.totalReceivable)}</span>}
        tone="amber"
      />
    </Link>
  );
}
