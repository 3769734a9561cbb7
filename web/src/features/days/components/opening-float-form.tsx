import { openingFloatInputSchema, type DayFigures } from '@dastarkhan/contract/days';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useSetOpeningFloat } from '../api/days';

const floatFormSchema = openingFloatInputSchema.extend({
  amount: typedNumber('days.float.required', openingFloatInputSchema.shape.amount),
});

/** Today's opening float set by hand: it defaults to what the last close left in the drawer. */
export function OpeningFloatForm({ figures }: { figures: DayFigures }) {
  const { t } = useTranslation();
  return (
    <SettingForm
      schema={floatFormSchema}
      defaultValues={{ amount: String(figures.openingFloat), reason: '' }}
      save={useSetOpeningFloat()}
      texts={{ saved: t('days.float.saved'), failed: t('days.float.failed'), submit: t('days.float.save') }}
      variant="secondary"
      aria-label={t('days.float.title')}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        name="amount"
        label={t('days.float.amount')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        wrapperClassName="max-w-xs"
      />
      <FormField name="reason" label={t('days.float.reason')} maxLength={200} wrapperClassName="max-w-xs" />
    </SettingForm>
  );
}
