import type { User } from '@dastarkhan/contract/auth';
import { USER_STATUSES, userSchema } from '@dastarkhan/contract/auth';
import { ROLES } from '@dastarkhan/contract/common';
import type { UserPatch } from '@dastarkhan/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';

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
  const formId = useId();
  const form = useForm<EditUserForm>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: { role: user.role, status: user.status },
  });

  // Only what changed is sent; nothing changed closes the dialog.
  const save = form.handleSubmit(({ role, status }) => {
    const patch: UserPatch = {};
    if (role !== user.role) patch.role = role;
    if (status !== user.status) patch.status = status;
    if (patch.role === undefined && patch.status === undefined) onClose();
    else onSave(patch);
  });

  return (
    <Dialog
      open
      size="sm"
      title="Edit User Role"
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        {user.name} · {user.email}
      </p>
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void save(event)} className="space-y-4">
          <FormField as="select" name="role" label="Role" className="capitalize">
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </FormField>
          <FormField as="select" name="status" label="Status">
            {USER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </FormField>
        </form>
      </FormProvider>
    </Dialog>
  );
}
