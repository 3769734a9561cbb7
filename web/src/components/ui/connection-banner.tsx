import { useServerReachable } from '../../lib/connection';
import { useTranslation } from '../../lib/i18n';

/** Says, above every screen, that the server cannot be reached, and goes once it answers again. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800"
    >
      {t('api.offlineBanner')}
    </p>
  );
}
