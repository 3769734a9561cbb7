import type { User } from '@dastarkhan/contract/auth';
import { USER_STATUSES } from '@dastarkhan/contract/auth';
import { ROLES, type Role } from '@dastarkhan/contract/common';
import type { UserPatch } from '@dastarkhan/contract/users';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';

type Status = User['status'];

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
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<Status>(user.status);

  const save = () => {
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
      title="Edit User Role"
      onClose={onClose}
      error={error}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        {user.name} · {user.email}
      </p>
      <div className="space-y-4">
        <SelectField
          label="Role"
          className="capitalize"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
        >
          {USER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </div>
    </Dialog>
  );
}
