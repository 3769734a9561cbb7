import type { User } from '@dastarkhan/contract/auth';
import { ROLES, type Role } from '@dastarkhan/contract/common';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { HistoryLink } from '../../../components/ui/history-link';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

const STATUS_STYLE: Record<User['status'], string> = {
  Active: 'bg-green-100 text-green-800',
  Inactive: 'bg-slate-200 text-slate-700',
};

type UserColumnsOptions = {
  /** The signed-in user's id: marked "you", and not deletable. */
  me: string | undefined;
  /** The user whose change is being saved, whose role select waits for it. */
  changing: string | undefined;
  onRole: (user: User, role: Role) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
};

/** The user table's columns (SPEC §2 "User Management"): name, email, a role select, status and the actions. */
export function useUserColumns({
  me,
  changing,
  onRole,
  onEdit,
  onDelete,
}: UserColumnsOptions): Column<User>[] {
  const { t } = useTranslation();
  return [
    {
      header: t('users.columns.name'),
      cell: (user) => (
        <span className="font-medium text-slate-800">
          {user.name}
          {user._id === me && <span className="ml-1 text-xs text-slate-500">{t('users.you')}</span>}
        </span>
      ),
    },
    { header: t('users.columns.email'), cell: (user) => user.email },
    {
      header: t('users.columns.role'),
      cell: (user) => (
        <select
          aria-label={t('users.roleOf', { name: user.name })}
          value={user.role}
          disabled={changing === user._id}
          onChange={(event) => onRole(user, event.target.value as Role)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm capitalize pointer-coarse:min-h-11"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: t('users.columns.status'),
      cell: (user) => (
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLE[user.status])}>
          {t(`users.statuses.${user.status}`)}
        </span>
      ),
    },
    {
      header: <span className="sr-only">{t('common.actions')}</span>,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (user) => (
        <div className="flex justify-end gap-2">
          <HistoryLink kind="user" id={user._id} name={user.name} />
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('common.editNamed', { name: user.name })}
            onClick={() => onEdit(user)}
          >
            {t('common.edit')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('common.deleteNamed', { name: user.name })}
            disabled={user._id === me}
            title={user._id === me ? t('users.cannotDeleteSelf') : undefined}
            onClick={() => onDelete(user)}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
}
