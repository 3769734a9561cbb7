import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { hasBusinessDetails, type BusinessDetails } from '@dastarkhan/contract/settings';
import type { ReactNode } from 'react';
import { lazyComponent } from '../../components/ui/lazy-component';
import { Spinner } from '../../components/ui/spinner';
import { useBusinessDetails } from '../../lib/business-details';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

// Shown once, on a fresh install: its form's code (react-hook-form, zod) stays off every later dashboard visit.
const businessDetailsForm = lazyComponent(() =>
  import('./components/business-details-form').then((m) => m.BusinessDetailsForm),
);

function BusinessSetup({ details }: { details: BusinessDetails }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="business-setup-title"
      className="mb-6 rounded-lg border border-brand-500 bg-white p-6 shadow-sm"
    >
      <h2 id="business-setup-title" className="text-lg font-semibold text-slate-800">
        {t('settings.setUpTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('settings.setUpIntro')}</p>
      <businessDetailsForm.Component details={details} />
    </section>
  );
}

function AskTheAdmin() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('settings.notSetTitle')}</p>
      <p>{t('settings.notSetIntro')}</p>
    </div>
  );
}

/**
 * While the business has no name, the admin is asked for its details (the manager is told to ask the admin)
 * in place of `children`, which is what a new receipt needs; on the dashboard, with no children, above it.
 * Once they are saved this shows `children`, never again the form (ADR 0060). If the details cannot be read,
 * `children` show and the server decides.
 */
export function BusinessSetupGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const details = useBusinessDetails();
  const { user } = useSession();
  if (details.isPending) return children ? <Spinner label={t('settings.loading')} /> : null;
  if (!details.data || hasBusinessDetails(details.data)) return <>{children}</>;
  const mayEdit = allows(ENDPOINT_ACCESS.businessDetails.write, user?.role);
  return mayEdit ? <BusinessSetup details={details.data} /> : <AskTheAdmin />;
}
