import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/** A load failure with its message, a retry button and any further ways out. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel,
  children,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** More actions beside the retry button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      {(onRetry || children) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {onRetry && (
            <Button variant="danger" size="sm" onClick={onRetry}>
              {retryLabel ?? t('common.tryAgain')}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
