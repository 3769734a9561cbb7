import '../../../lib/i18n/supplier-words';
import { Link } from 'react-router';
import { StatCard } from '../../../components/ui/stat-card';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePayables } from '../api/suppliers';

/** The dashboard's total payable (issue 35), as the payables list answers it, linking to that list. */
export function PayableCard() {
  const { t } = useTranslation();
  const payables = usePayables({ page: 1, search: '' });
  if (!payables.data) return null;
  return (
    <Link to="/dashboard/suppliers" className="block rounded-lg focus-visible:outline-2">
      <StatCard
        label={t('suppliers.card.payable')}
        value={formatTaka(payables.data.totalPayable)}
        tone="amber"
      />
    </Link>
  );
}
