import '../../lib/i18n/language-words';
import '../../lib/i18n/names-words';
import '../../lib/i18n/vat-words';
import { businessDay } from '@dastarkhan/contract/periods';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { PrintSettingsForm } from './components/print-settings-form';
import { VatSettingsForm } from './components/vat-settings-form';
import { useVatSettings } from '../../lib/vat-settings';
import { usePrintSettings } from '../../lib/print-settings';

type SectionProps<T> = {
  /** Its heading's id, which its form is labelled by. */
  id: string;
  /** Where its words are in the catalogue: <i18nKey>.title, intro, loading and loadFailed. */
  i18nKey:
    'settings.language' | 'settings.foodCost' | 'settings.vat' | 'settings.counterLimits' | 'settings.print';
  setting: UseQueryResult<T>;
  children: (setting: T) => ReactNode;
};

/** One setting's section: its title and intro, then its form once the setting is read (or why it was not). */
function SettingSection<T>({ id, i18nKey, setting, children }: SectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-800">
        {t(`${i18nKey}.title`)}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t(`${i18nKey}.intro`)}</p>
      {setting.isPending ? (
        <Spinner label={t(`${i18nKey}.loading`)} />
      ) : setting.isError ? (
        <ErrorAlert message={failureMessage(setting.error, t(`${i18nKey}.loadFailed`))} />
      ) : (
        children(setting.data)
      )}
    </section>
  );
}

/**
 * The business's default language (issue 36); the food-cost threshold the recipe screen flags dishes above
 * (issue 16); the BIN, the tax rates and the service charge (issue 34); how the receipts and kitchen tickets read
 * (issue 36).
 */
function FigureSections() {
  return (
    <>
      <SettingSection id="language-title" i18nKey="settings.language" setting={useLanguageSetting()}>
        {(setting) => <LanguageSettingForm setting={setting} />}
      </SettingSection>
      <SettingSection id="food-cost-title" i18nKey="settings.foodCost" setting={useFoodCostSetting()}>
        {(setting) => <FoodCostForm setting={setting} />}
      </SettingSection>
      <SettingSection id="vat-title" i18nKey="settings.vat" setting={useVatSettings()}>
        {(vat) => <VatSettingsForm vat={vat} today={businessDay(new Date(), RESTAURANT_TIME_ZONE)} />}
      </SettingSection>
      <SettingSection id="print-settings-title" i18nKey="settings.print" setting={usePrintSettings()}>
        {(print) => <PrintSettingsForm print={print} />}
      </SettingSection>
    </>
  );
}

/** The counter's discount limits and void rule, and the admin's own approval PIN (issue 32). */
function CounterSections() {
  const { t } = useTranslation();
  return (
    <>
      <SettingSection id="counter-limits-title" i18nKey="settings.counterLimits" setting={useCounterLimits()}>
        {(limits) => <CounterLimitsForm limits={limits} />}
      </SettingSection>
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
      {!details.isPending && <FigureSections />}
      {!details.isPending && <CounterSections />}
    </div>
  );
}
