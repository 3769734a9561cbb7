import '../../lib/i18n/language-words';
import '../../lib/i18n/vat-words';
import { businessDay } from '@dastarkhan/contract/periods';
import { ErrorAlert } from '../../components/ui/error-alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api-client';
import { useBusinessDetails } from '../../lib/business-details';
import { useCounterLimits } from '../../lib/counter-limits';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useFoodCostSetting } from './api/food-cost-setting';
import { ApprovalPinForm } from './components/approval-pin-form';
import { BusinessDetailsForm } from './components/business-details-form';
import { CounterLimitsForm } from './components/counter-limits-form';
import { FoodCostForm } from './components/food-cost-form';
import { LanguageSettingForm } from './components/language-setting-form';
import { useLanguageSetting } from './api/language-setting';
import { VatSettingsForm } from './components/vat-settings-form';
import { useVatSettings } from '../../lib/vat-settings';

/** The food-cost threshold the recipe screen flags dishes above (issue 16). */
function FoodCostSection() {
  const { t } = useTranslation();
  const setting = useFoodCostSetting();
  return (
    <section aria-labelledby="food-cost-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="food-cost-title" className="text-lg font-semibold text-slate-800">
        {t('settings.foodCost.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('settings.foodCost.intro')}</p>
      {setting.isPending ? (
        <Spinner label={t('settings.foodCost.loading')} />
      ) : setting.isError ? (
        <ErrorAlert message={failureMessage(setting.error, t('settings.foodCost.loadFailed'))} />
      ) : (
        <FoodCostForm setting={setting.data} />
      )}
    </section>
  );
}

/** The business's default language (issue 36). */
function LanguageSection() {
  const { t } = useTranslation();
  const setting = useLanguageSetting();
  return (
    <section aria-labelledby="language-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="language-title" className="text-lg font-semibold text-slate-800">
        {t('settings.language.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('settings.language.intro')}</p>
      {setting.isPending ? (
        <Spinner label={t('settings.language.loading')} />
      ) : setting.isError ? (
        <ErrorAlert message={failureMessage(setting.error, t('settings.language.loadFailed'))} />
      ) : (
        <LanguageSettingForm setting={setting.data} />
      )}
    </section>
  );
}

/** The BIN, the tax rates and the service charge (issue 34). */
function VatSection() {
  const { t } = useTranslation();
  const vat = useVatSettings();
  return (
    <section aria-labelledby="vat-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="vat-title" className="text-lg font-semibold text-slate-800">
        {t('settings.vat.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('settings.vat.intro')}</p>
      {vat.isPending ? (
        <Spinner label={t('settings.vat.loading')} />
      ) : vat.isError ? (
        <ErrorAlert message={failureMessage(vat.error, t('settings.vat.loadFailed'))} />
      ) : (
        <VatSettingsForm vat={vat.data} today={businessDay(new Date(), RESTAURANT_TIME_ZONE)} />
      )}
    </section>
  );
}

/** The counter's discount limits and void rule, and the admin's own approval PIN (issue 32). */
function CounterSections() {
  const { t } = useTranslation();
  const limits = useCounterLimits();
  return (
    <>
      <section aria-labelledby="counter-limits-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="counter-limits-title" className="text-lg font-semibold text-slate-800">
          {t('settings.counterLimits.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t('settings.counterLimits.intro')}</p>
        {limits.isPending ? (
          <Spinner label={t('settings.counterLimits.loading')} />
        ) : limits.isError ? (
          <ErrorAlert message={failureMessage(limits.error, t('settings.counterLimits.loadFailed'))} />
        ) : (
          <CounterLimitsForm limits={limits.data} />
        )}
      </section>
      <section aria-labelledby="approval-pin-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="approval-pin-title" className="text-lg font-semibold text-slate-800">
          {t('settings.approvalPin.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t('settings.approvalPin.intro')}</p>
        <ApprovalPinForm />
      </section>
    </>
  );
}

/**
 * The business details every new receipt prints at its top (one settings source, SPEC §2 receipt defaults),
 * and the food-cost threshold.
 */
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
      {/* Below the business details only once they are drawn: drawn beside their spinner, the section would be
          pushed down by the taller form (issue 15: layout shift). */}
      {!details.isPending && <LanguageSection />}
      {!details.isPending && <FoodCostSection />}
      {!details.isPending && <VatSection />}
      {!details.isPending && <CounterSections />}
    </div>
  );
}
