import { useEffect, useState, type ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';
import { useTranslation } from '../../lib/i18n';

type Sonner = typeof SonnerModule;

/**
 * Toasts through sonner, fetched when the first one is shown rather than with the page: the sign-in page is a
 * tablet's first download, and sonner would be a tenth of it (ADR 0096). sonner hands a Toaster that mounts
 * late the toasts raised before it, so nothing raised while it loads is lost.
 */
let sonner: Promise<Sonner> | undefined;
let showToaster: (() => void) | undefined;

function loadSonner() {
  // A download that failed (the server away before the service worker had the file) is forgotten, so the
  // next toast tries again instead of every later one failing with it.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  showToaster?.();
  return sonner;
}

type Kind = 'success' | 'error' | 'warning';
const raise = (kind: Kind) => (message: string, options?: Pick<ExternalToast, 'description'>) =>
  void loadSonner().then(
    (module) => module.toast[kind](message, options),
    (error: unknown) => console.error('Could not show the message', message, error),
  );

export const toast = { success: raise('success'), error: raise('error'), warning: raise('warning') };

/** Where the toasts appear, once the first one is raised. Rendered once, at the app's root. */
export function Toasts() {
  const { t } = useTranslation();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    // A failed download is told by the toast that asked for it (raise).
    showToaster = () =>
      void sonner?.then(
        (module) => setToaster(() => module.Toaster),
        () => undefined,
      );
    if (sonner) showToaster();
    return () => {
      showToaster = undefined;
    };
  }, []);
  return Toaster ? (
    <Toaster
      richColors
      position="top-right"
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeMessage') }}
    />
  ) : null;
}
