import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import type { FieldValues } from 'react-hook-form';
import { Dialog, DIALOG_BOX } from './dialog';
import { Form } from './form-field';

type FormDialogProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<typeof Form<Input, Output>>,
  'className' | 'children'
> &
  Omit<ComponentProps<typeof Dialog>, 'frame' | 'children'> & { children: ReactNode };

/**
 * A dialog that is one form (ADR 0125): its fields and its footer's buttons sit inside the same `Form`, so a
 * footer button is a submit button and can read the form (`useWatch`) to wait for what it needs.
 */
export function FormDialog<Input extends FieldValues, Output>({
  open,
  title,
  onClose,
  footer,
  error,
  errorTitle,
  size,
  initialFocus,
  children,
  ...form
}: FormDialogProps<Input, Output>) {
  return (
    <Dialog
      {...{ open, title, onClose, footer, error, errorTitle, size, initialFocus }}
      frame={(content) => (
        <Form {...form} className={DIALOG_BOX}>
          {content}
        </Form>
      )}
    >
      {children}
    </Dialog>
  );
}

/**
 * An edit dialog's footer: Cancel, and Save Changes (Saving... while `saving`). Inside a FormDialog its submit is
 * the form's own; a dialog around a form of its own names the form by `form`.
 */
export function SaveChangesFooter({
  onCancel,
  saving,
  form,
}: {
  onCancel: () => void;
  saving: boolean;
  form?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={form} disabled={saving}>
        {saving ? t('common.saving') : t('common.saveChanges')}
      </Button>
    </>
  );
}
