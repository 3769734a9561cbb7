import type { ReactNode } from 'react';
import { SaveError } from './error-alert';

type FormActionsProps = {
  /** Why the last save failed; nothing while it has not. */
  error: string | undefined;
  errorTitle?: string;
  /** The row's layout; right-aligned buttons unless a form says otherwise. */
  className?: string;
  children: ReactNode;
};

/**
 * A form's buttons with the save error right under them. Under, not above: the box appearing never pushes
 * the button the cashier just pressed out of view, and taking the focus scrolls it in beside the button.
 */
export function FormActions({
  error,
  errorTitle,
  className = 'flex justify-end gap-2',
  children,
}: FormActionsProps) {
  return (
    <div className="space-y-2">
      <div className={className}>{children}</div>
      <SaveError title={errorTitle} message={error} />
    </div>
  );
}
