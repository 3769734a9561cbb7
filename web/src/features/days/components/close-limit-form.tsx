import { closeLimitSchema } from '@dastarkhan/contract/days';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useCloseLimit, useSaveCloseLimit } from '../api/days';

const limitFormSchema = closeLimitSchema.extend({
  differenceLimit: typedNumber('days.close.required', closeLimitSchema.shape.differenceLimit),
});

/** The admin's limit: a close whose counts differ from the expected by more needs a reason. */
export function CloseLimitForm() {
  const { t } = useTranslation();
  const limit = useCloseLimit();
  const save = useSaveCloseLimit();
  if (!limit.data) return null;
  return (
    <SettingForm
      schema={limitFormSchema}
      defaultValues={{ differenceLimit: String(limit.data.differenceLimit) }}
      save={save}
      texts={{ saved: t('days.limit.saved'), failed: t('days.limit.failed'), submit: t('days.limit.save') }}
      variant="secondary"
      aria-label={t('days.limit.title')}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        name="differenceLimit"
        label={t('days.limit.title')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        wrapperClassName="max-w-xs"
      />
    </SettingForm>
  );
}
