import { ErrorAlert } from '../../components/ui/error-alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api-client';
import { useBusinessDetails } from '../../lib/business-details';
import { useTranslation } from '../../lib/i18n';
import { BusinessDetailsForm } from './components/business-details-form';

/** The business details every new receipt prints at its top (one settings source, SPEC §2 receipt defaults). */
export function SettingsPage() {
  const { t } = useTranslation();
  const details = useBusinessDetails();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('settings.title')}>{t('settings.intro')}</PageHeader>
      {details.isPending ? (
        <Spinner label={t('settings.loading')} />
      ) : details.isError ? (
        <ErrorAlert message={failureMessage(details.error, t('settings.loadFailed'))} />
      ) : (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <BusinessDetailsForm details={details.data} />
        </div>
      )}
    </div>
  );
}
