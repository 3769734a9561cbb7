import type { User } from '@dastarkhan/contract/auth';
import type { UserPatch } from '@dastarkhan/contract/users';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { EditUserDialog } from './edit-user-dialog';
import { useUserColumns } from './user-columns';

/**
 * SPEC §2 "User Management": search, 10 a page, a role select per user, edit and delete. What the screen shows
 * below it (`below`) appears once the first page has answered, so the users arriving do not push it down
 * (issue 15: layout shift).
 */
export function UserManagement({ below }: { below?: ReactNode }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const table = useListParams({ prefix: 'user' });
  const users = useUsers({ page: table.page, search: table.search });
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<User | undefined>();

  const changeUser = (user: User, patch: UserPatch) =>
    updateUser.mutate(
      { id: user._id, patch },
      {
        onSuccess: (updated) => {
          setEditing(undefined);
          if (patch.role) toast.success(t('users.roleUpdated', { role: t(`roles.${updated.role}`) }));
          else toast.success(t('users.statusUpdated', { status: t(`users.statuses.${updated.status}`) }));
        },
      },
    );
  // Shown in the dialog, under its Save button.
  const saveError = updateUser.error
    ? t('users.updateFailed', { message: errorMessage(updateUser.error, '') }).trim()
    : undefined;

  const remove = async (user: User) => {
    if (!(await confirm(t('users.confirmDelete'), { confirmLabel: t('common.delete') }))) return;
    try {
      await deleteUser.mutateAsync(user._id);
      toast.success(t('users.deleted'));
    } catch (error) {
      toast.error(t('users.deleteFailed', { message: errorMessage(error, '') }).trim());
    }
  };

  const columns = useUserColumns({
    me: me?._id,
    changing: updateUser.isPending ? updateUser.variables?.id : undefined,
    onRole: (user, role) => changeUser(user, { role }),
    onEdit: setEditing,
    onDelete: (user) => void remove(user),
  });

  return (
    <>
      <section aria-labelledby="user-management-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="user-management-heading" className="text-xl font-semibold text-slate-800">
            {t('users.heading')}
          </h2>
          <div className="w-full max-w-xs">
            <SearchInput label={t('users.search')} {...table.searchInputProps} />
          </div>
        </div>
        <PagedList
          query={users}
          rowsOf={(data) => data.users}
          page={table.page}
          onPageChange={table.setPage}
          failure={{ title: t('users.loadError'), fallback: t('users.loadFailed') }}
        >
          {(rows, loading) => (
            <DataTable
              caption={t('users.caption')}
              columns={columns}
              rows={rows}
              rowKey={(user) => user._id}
              loading={loading}
              empty={table.search ? t('users.noMatch') : t('users.empty')}
            />
          )}
        </PagedList>
        {editing && (
          <EditUserDialog
            user={editing}
            saving={updateUser.isPending}
            error={saveError}
            onClose={() => {
              updateUser.reset();
              setEditing(undefined);
            }}
            onSave={(patch) => changeUser(editing, patch)}
          />
        )}
      </section>
      {!users.isPending && below}
    </>
  );
}
