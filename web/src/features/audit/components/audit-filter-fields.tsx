import { AUDIT_ACTIONS, AUDIT_KINDS } from '@dastarkhan/contract/audit';
import { SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { useUserOptions } from '../../../lib/user-options';
import { AUDIT_PERIODS, type AuditPeriod } from '../audit-filters';

type Filters = { user?: string; kind?: string; action?: string; period: AuditPeriod };

type AuditFilterFieldsProps = {
  filters: Filters;
  onChange: (changes: Partial<Record<keyof Filters, string>>) => void;
};

/** Whose changes, of what kind, which action, when: each a select, "every" at the top. */
export function AuditFilterFields({ filters, onChange }: AuditFilterFieldsProps) {
  const { t } = useTranslation();
  const users = useUserOptions(true);
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
      <SelectField
        label={t('audit.filters.user')}
        value={filters.user ?? ''}
        onChange={(event) => onChange({ user: event.target.value })}
      >
        <option value="">{t('audit.filters.anyUser')}</option>
        {users.data?.map((user) => (
          <option key={user._id} value={user._id}>
            {user.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filters.kind')}
        value={filters.kind ?? ''}
        onChange={(event) => onChange({ kind: event.target.value })}
      >
        <option value="">{t('audit.filters.anyKind')}</option>
        {AUDIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`audit.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filters.action')}
        value={filters.action ?? ''}
        onChange={(event) => onChange({ action: event.target.value })}
      >
        <option value="">{t('audit.filters.anyAction')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`audit.actions.${action}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filters.period')}
        value={filters.period}
        onChange={(event) => onChange({ period: event.target.value })}
      >
        {AUDIT_PERIODS.map((period) => (
          <option key={period} value={period}>
            {period === 'all' ? t('audit.filters.allTime') : t(`period.${period}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
