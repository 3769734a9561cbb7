import '../../lib/i18n/audit-words';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { AUDIT_PAGE_SIZE, useAudit } from './api/get-audit';
import { AUDIT_FILTERS, auditRequest } from './audit-filters';
import { AuditFilterFields } from './components/audit-filter-fields';
import { AuditTable } from './components/audit-table';

/** /dashboard/audit, the admin's: every change to the books, newest first, filtered and paged in the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const { page, setPage, filters, setFilters } = useListParams({ filters: AUDIT_FILTERS });
  const entries = useAudit(auditRequest(filters, page));
  return (
    <>
      <PageHeader title={t('audit.title')} actions={<BackAndDashboard />}>
        {t('audit.intro')}
      </PageHeader>
      <section aria-label={t('audit.list')}>
        <AuditFilterFields filters={filters} onChange={setFilters} />
        <PagedList
          query={entries}
          rowsOf={(data) => data.entries}
          page={page}
          onPageChange={setPage}
          failure={{ title: t('audit.loadError'), fallback: t('audit.loadFailed') }}
          pageSize={AUDIT_PAGE_SIZE}
        >
          {(rows, loading, placeholderRows) => (
            <AuditTable
              variant="trail"
              entries={rows}
              loading={loading}
              placeholderRows={placeholderRows}
              caption={t('audit.caption')}
              empty={t('audit.empty')}
            />
          )}
        </PagedList>
      </section>
    </>
  );
}
