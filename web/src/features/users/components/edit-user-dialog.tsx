import type { User } from '@dastarkhan/contract/auth';
import { USER_STATUSES, userSchema } from '@dastarkhan/contract/auth';
import { ROLES } from '@dastarkhan/contract/common';
import type { UserPatch } from '@dastarkhan/contract/users';
import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';

/** The two things an admin changes about a user, with the contract's rules for them. */
const editUserFormSchema = userSchema.pick({ role: true, status: true });
type EditUserForm = z.infer<typeof editUserFormSchema>;

/** The in-app replacement for the spec's role prompt: pick a role (and the account status) from lists. */
export function EditUserDialog({
  user,
  saving,
  error,
  onClose,
  onSave,
}: {
  user: User;
  saving: boolean;
  /** Why the last save failed. */
  error: string | undefined;
  onClose: () => void;
  onSave: (patch: UserPatch) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();

  // Only what changed is sent; nothing changed closes the dialog.
  const save = ({ role, status }: EditUserForm) => {
    const patch: UserPatch = {};
    if (role !== user.role) patch.role = role;
    if (status !== user.status) patch.status = status;
    if (patch.role === undefined && patch.status === undefined) onClose();
    else onSave(patch);
  };

  return (
    <Dialog
      open
      size="sm"
      title={t('users.editTitle')}
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        {t('users.identity', { name: user.name, email: user.email })}
      </p>
      <Form
        id={formId}
        schema={editUserFormSchema}
        defaultValues={{ role: user.role, status: user.status }}
        onSubmit={save}
        className="space-y-4"
      >
        <FormField as="select" name="role" label={t('users.role')} className="capitalize">
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </FormField>
        <FormField as="select" name="status" label={t('users.status')}>
          {USER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`users.statuses.${option}`)}
            </option>
          ))}
        </FormField>
      </Form>
    </Dialog>
  );
}
