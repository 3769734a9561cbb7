import '../../lib/i18n/supplier-words';
import type { SupplierDetail } from '@dastarkhan/contract/suppliers';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSupplier } from './api/suppliers';
import { AGEING_BUCKETS } from './components/ageing-cells';
import { ArchiveSupplierButton } from './components/archive-supplier-button';
import { PaySupplierDialog } from './components/pay-supplier-dialog';
import { StatementTable } from './components/statement-table';
import { SupplierFormDialog } from './components/supplier-form-dialog';

/** The payable, when it was last paid, and how old the unpaid intakes are. */
function PayableCards({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <StatCard label={t('suppliers.detail.payable')} value={formatTaka(supplier.payable)} tone="brand" />
      <StatCard
        label={t('suppliers.detail.lastPayment')}
        value={supplier.lastPaymentDay ? formatDate(supplier.lastPaymentDay) : t('suppliers.detail.never')}
      />
      {AGEING_BUCKETS.map((bucket) => (
        <StatCard
          key={bucket}
          label={t(`suppliers.payables.columns.${bucket}`)}
          value={formatTaka(supplier.ageing[bucket])}
          tone={bucket === 'over90' && supplier.ageing.over90 > 0 ? 'red' : 'slate'}
        />
      ))}
    </div>
  );
}

/** One supplier: its record, its payable with ageing, "Pay supplier", and its statement. */
export function SupplierPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const supplier = useSupplier(id);
  if (supplier.isError)
    return (
      <ErrorPanel
        title={t('suppliers.loadFailed')}
        message={errorMessage(supplier.error, t('suppliers.loadFailed'))}
        onRetry={() => void supplier.refetch()}
      />
    );
  if (!supplier.data) return <Spinner />;
  const record = supplier.data;
  return (
    <div className="space-y-6">
      <Link to="/dashboard/suppliers" className="text-sm text-brand-700 underline">
        {t('suppliers.detail.back')}
      </Link>
      <PageHeader
        title={record.name}
        actions={
          <>
            <PaySupplierDialog supplier={record} />
            <SupplierFormDialog supplier={record} />
            <ArchiveSupplierButton supplier={record} />
          </>
        }
      >
        {[
          record.phone && t('suppliers.detail.phone', { phone: record.phone }),
          record.address && t('suppliers.detail.address', { address: record.address }),
          record.archived && t('suppliers.detail.archivedNote'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </PageHeader>
      <section aria-label={t('suppliers.detail.ageing')}>
        <PayableCards supplier={record} />
      </section>
      <StatementTable supplierId={id} />
    </div>
  );
}
