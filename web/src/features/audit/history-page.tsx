import '../../lib/i18n/audit-words';
import { auditKindSchema, type AuditKind } from '@dastarkhan/contract/audit';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses, TEXT_LINK } from '../../components/ui/button';
import type { HistoryState } from '../../components/ui/history-link';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useHistory } from './api/get-history';
import { opensReceipt, shownEntityName, receiptPath, voidedReceipts } from './audit-values';
import { AuditTable } from './components/audit-table';

/** /dashboard/audit/:kind/:id, the admin's: one entity's whole history, oldest first (a History link opens it). */
export function HistoryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const kind = auditKindSchema.safeParse(params.kind);
  const id = params.id ?? '';
  if (!kind.success) return <ErrorPanel title={t('history.loadError')} message={t('app.notFound')} />;
  return <EntityHistory kind={kind.data} id={id} />;
}

function EntityHistory({ kind, id }: { kind: AuditKind; id: string }) {
  const { t } = useTranslation();
  const history = useHistory(kind, id);
  const entries = history.data?.entries ?? [];
  const cameFrom = useLocation().state as HistoryState | null;
  // Named as the screen that linked here named it; opened by its address, as its latest entry that names it (a
  // renamed dish by its new name), else by its id (made before the trail began, or a user whose role alone changed).
  const named = entries
    .map((entry) => shownEntityName(t, entry))
    .filter((entryName) => entryName !== id)
    .at(-1);
  const name = cameFrom?.name ?? t('audit.entity', { kind: t(`audit.kinds.${kind}`), name: named ?? id });
  return (
    <>
      <PageHeader
        title={t('history.title', { name })}
        actions={
          <>
            {opensReceipt(kind) && history.data && (
              <Link
                to={receiptPath(id, voidedReceipts(entries).has(id))}
                className={buttonClasses('secondary')}
              >
                {t('audit.openReceipt', { name: named ?? id })}
              </Link>
            )}
            <Link to="/dashboard/audit" className={TEXT_LINK}>
              {t('history.backToTrail')}
            </Link>
          </>
        }
      >
        {t('history.intro')}
      </PageHeader>
      {history.isError ? (
        <ErrorPanel
          title={t('history.loadError')}
          message={errorMessage(history.error, t('history.loadFailed'))}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <AuditTable
          variant="history"
          entries={entries}
          loading={history.isPending}
          caption={t('history.caption')}
          empty={t('history.empty')}
        />
      )}
    </>
  );
}
