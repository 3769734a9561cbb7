import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

type AlertProps = { message: string | undefined; title?: string };

function AlertBox({
  title,
  children,
  className,
  ref,
  focusable = false,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      className={cn('rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800', className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      <p>{children}</p>
    </div>
  );
}

/** The red box a screen or a list shows with the server's message (nothing when there is no message). */
export function ErrorAlert({ message, title }: AlertProps) {
  if (!message) return null;
  return (
    <AlertBox title={title} className="mb-4">
      {message}
    </AlertBox>
  );
}

/**
 * Why a save failed, placed beside the save button. It takes the focus when it appears, so the cashier
 * sees it where they pressed and a screen reader reads it at once.
 */
export function SaveError({ message, title }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <AlertBox ref={ref} title={title} focusable>
      {message}
    </AlertBox>
  );
}
