import type { AuditEntry } from '@dastarkhan/contract/audit';
import { useTranslation } from '../../../lib/i18n';
import { fieldChanges, fieldLabel, FIELDS_SHOWN, formatValue, type FieldChange } from '../audit-values';

function ChangeRow({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  const { field } = change;
  const before = 'before' in change ? formatValue(t, field, change.before) : undefined;
  const after = 'after' in change ? formatValue(t, field, change.after) : undefined;
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-slate-500">{fieldLabel(t, field)}</dt>
      <dd className="break-words text-slate-800">
        {before !== undefined && after !== undefined
          ? t('audit.changed', { before, after })
          : (after ?? before)}
      </dd>
    </div>
  );
}

/**
 * An entry's changed fields, before → after: the first few in view, the rest folded (a created receipt brings
 * every field it has). A create shows what was made, a void or a delete what there was.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation();
  const changes = fieldChanges(entry);
  if (changes.length === 0) return '—';
  const rest = changes.slice(FIELDS_SHOWN);
  return (
    <div className="min-w-48 text-xs">
      <dl>
        {changes.slice(0, FIELDS_SHOWN).map((change) => (
          <ChangeRow key={change.field} change={change} />
        ))}
      </dl>
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer text-brand-600 pointer-coarse:min-h-11">
            {t('audit.moreFields', { count: rest.length })}
          </summary>
          <dl>
            {rest.map((change) => (
              <ChangeRow key={change.field} change={change} />
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
