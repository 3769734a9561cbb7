import '../../../lib/i18n/names-words';
import {
  PRINT_DIGITS,
  PRINT_LANGUAGES,
  printSettingsSchema,
  type PrintSettings,
} from '@dastarkhan/contract/print-language';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { useUpdatePrintSettings } from '../api/print-settings';

/** The receipt's language and digits and the kitchen ticket's names (issue 36): the business's, not the reader's. */
export function PrintSettingsForm({ print }: { print: PrintSettings }) {
  const { t } = useTranslation();
  const languages = PRINT_LANGUAGES.map((language) => (
    <option key={language} value={language}>
      {t(`settings.print.languages.${language}`)}
    </option>
  ));
  return (
    <SettingForm
      schema={printSettingsSchema}
      defaultValues={print}
      save={useUpdatePrintSettings()}
      texts={{
        saved: t('settings.print.saved'),
        failed: t('settings.print.saveFailed'),
        submit: t('settings.print.save'),
        saving: t('common.saving'),
      }}
      aria-labelledby="print-settings-title"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField as="select" name="receiptLanguage" label={t('settings.print.receiptLanguage')}>
          {languages}
        </FormField>
        <FormField as="select" name="receiptDigits" label={t('settings.print.receiptDigits')}>
          {PRINT_DIGITS.map((digits) => (
            <option key={digits} value={digits}>
              {t(`settings.print.digits.${digits}`)}
            </option>
          ))}
        </FormField>
        <FormField as="select" name="kitchenTicketNames" label={t('settings.print.kitchenTicketNames')}>
          {languages}
        </FormField>
      </div>
    </SettingForm>
  );
}
