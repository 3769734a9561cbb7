import { LANGUAGE_CODES } from '@dastarkhan/contract/language';
import { languageSettingSchema, type LanguageSetting } from '@dastarkhan/contract/settings';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateLanguageSetting } from '../api/language-setting';

/** Settings' default language: what a reader who has not chosen their own reads (issue 36). */
export function LanguageSettingForm({ setting }: { setting: LanguageSetting }) {
  const { t } = useTranslation();
  return (
    <SettingForm
      schema={languageSettingSchema}
      defaultValues={setting}
      save={useUpdateLanguageSetting()}
      texts={{
        saved: t('settings.language.saved'),
        failed: t('settings.language.saveFailed'),
        submit: t('settings.language.save'),
        saving: t('common.saving'),
      }}
      aria-labelledby="language-title"
      className="space-y-4"
    >
      <FormField
        as="select"
        name="defaultLanguage"
        label={t('settings.language.defaultLanguage')}
        wrapperClassName="max-w-xs"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </FormField>
    </SettingForm>
  );
}
