import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { ErrorPanel } from '../components/ui/error-panel';
import { errorMessage } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { ScreenLoadError } from '../components/ui/lazy-component';

type RouteErrorsProps = { fullPage?: boolean; children: ReactNode };

/**
 * What a route shows when its screen fails, in the app's own design: inside the dashboard (the sidebar
 * stays) or, for the screens outside it, on a page of its own. Any navigation clears the error.
 */
export function RouteErrors({ fullPage = false, children }: RouteErrorsProps) {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[location.key]}
      fallbackRender={(props) => <RouteError {...props} fullPage={fullPage} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function RouteError({ error, fullPage }: FallbackProps & { fullPage: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const unreachable = error instanceof ScreenLoadError;
  // Navigating to the same place gives the route a new location, which clears the error and renders the
  // screen again: a screen whose download failed downloads afresh, with no reload and nothing typed lost.
  const retry = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  const panel = (
    <ErrorPanel
      title={unreachable ? t('app.screenNotLoaded') : t('app.screenFailed')}
      message={unreachable ? t('app.serverUnreachable') : errorMessage(error, t('app.screenStopped'))}
      onRetry={retry}
      retryLabel={t('common.retry')}
    >
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </ErrorPanel>
  );
  if (!fullPage) return panel;
  return <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center p-6">{panel}</main>;
}

/**
 * What React does with an error a boundary caught: it reports it in the console, except a screen whose code
 * could not be downloaded, which is no fault of the app: its boundary says the server is out of reach and
 * offers Retry.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (!(error instanceof ScreenLoadError)) console.error(error, info.componentStack);
}
