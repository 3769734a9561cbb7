import '../../lib/i18n/supplier-words';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/i18n';
import { PayablesTable } from './components/payables-table';
import { SuppliersTable } from './components/suppliers-table';

/** Issue 35: who the restaurant owes (the payables, with ageing), and every supplier's record. */
export function SuppliersPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <PageHeader title={t('suppliers.title')}>{t('suppliers.intro')}</PageHeader>
      <PayablesTable />
      <SuppliersTable />
    </div>
  );
}
