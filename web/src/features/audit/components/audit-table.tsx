import type { AuditEntry } from '@dastarkhan/contract/audit';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { HistoryLink } from '../../../components/ui/history-link';
import { formatDateTime } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { historyOwner, shownEntityName, opensReceipt, receiptPath, voidedReceipts } from '../audit-values';
import { AuditChanges } from './audit-changes';

/** The entity as "Receipt 20261122…", a link to the receipt where it is one. */
function EntityCell({ entry, voided }: { entry: AuditEntry; voided: boolean }) {
  const { t } = useTranslation();
  const name = shownEntityName(t, entry);
  const label = t('audit.entity', { kind: t(`audit.kinds.${entry.kind}`), name });
  if (!opensReceipt(entry.kind)) return <span className="break-all">{label}</span>;
  return (
    <Link
      to={receiptPath(entry.entityId, voided)}
      aria-label={t('audit.openReceipt', { name })}
      // A receipt number reads whole: the column widens to it rather than breaking it mid-digits.
      className={`${TEXT_LINK} break-words`}
    >
      {label}
    </Link>
  );
}

const when = (t: TFunction): Column<AuditEntry> => ({
  header: t('audit.columns.when'),
  cell: (entry) => formatDateTime(entry.at),
  className: 'whitespace-nowrap',
});

/** Who, from where, what was done and why, and what changed: the columns a trail and a history share. */
const details = (t: TFunction): Column<AuditEntry>[] => [
  { header: t('audit.columns.who'), cell: (entry) => entry.actor.name },
  {
    header: t('audit.columns.address'),
    cell: (entry) => entry.address ?? t('audit.unknownAddress'),
    className: 'whitespace-nowrap',
  },
  { header: t('audit.columns.action'), cell: (entry) => t(`audit.actions.${entry.action}`) },
  { header: t('audit.columns.reason'), cell: (entry) => entry.reason ?? '—' },
  { header: t('audit.columns.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
];

type AuditTableProps = {
  entries: AuditEntry[];
  loading: boolean;
  placeholderRows?: number;
  caption: string;
  empty: string;
  /**
   * The trail names each entry's entity and links its History; one entity's history does not repeat either. A
   * receipt voided on the same page opens as voided.
   */
  variant: 'trail' | 'history';
};

/** The trail's entries, or one entity's, as one table: on a narrow screen each entry is a card. */
export function AuditTable({ entries, loading, placeholderRows, caption, empty, variant }: AuditTableProps) {
  const { t } = useTranslation();
  const voided = voidedReceipts(entries);
  const entity: Column<AuditEntry> = {
    header: t('audit.columns.entity'),
    cell: (entry) => <EntityCell entry={entry} voided={voided.has(entry.entityId)} />,
  };
  const history: Column<AuditEntry> = {
    header: <span className="sr-only">{t('common.actions')}</span>,
    align: 'right',
    cell: (entry) => (
      <HistoryLink
        kind={historyOwner(entry.kind)}
        id={entry.entityId}
        name={t('audit.entity', { kind: t(`audit.kinds.${entry.kind}`), name: shownEntityName(t, entry) })}
      />
    ),
  };
  const columns = variant === 'trail' ? [when(t), entity, ...details(t), history] : [when(t), ...details(t)];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry._id}
      empty={empty}
      loading={loading}
      placeholderRows={placeholderRows}
    />
  );
}
