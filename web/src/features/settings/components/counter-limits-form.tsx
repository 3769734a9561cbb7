import { counterLimitsSchema, type CounterLimits } from '@dastarkhan/contract/counter-rules';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useUpdateCounterLimits } from '../api/counter-settings';

/** The limits as typed: required, then the contract's rules. */
const limitsFormSchema = counterLimitsSchema.extend({
  maxDiscountPercent: typedNumber(
    'settings.counterLimits.required',
    counterLimitsSchema.shape.maxDiscountPercent,
  ),
  maxDiscountAmount: typedNumber(
    'settings.counterLimits.required',
    counterLimitsSchema.shape.maxDiscountAmount,
  ),
});

/** Settings' discount limits for everyone but admins, and whether managers void food the kitchen has (ADR 0141). */
export function CounterLimitsForm({ limits }: { limits: CounterLimits }) {
  const { t } = useTranslation();
  return (
    <SettingForm
      schema={limitsFormSchema}
      defaultValues={{
        maxDiscountPercent: String(limits.maxDiscountPercent),
        maxDiscountAmount: String(limits.maxDiscountAmount),
        managersMayVoidSent: limits.managersMayVoidSent,
      }}
      save={useUpdateCounterLimits()}
      texts={{
        saved: t('settings.counterLimits.saved'),
        failed: t('settings.counterLimits.saveFailed'),
        submit: t('settings.counterLimits.save'),
        saving: t('common.saving'),
      }}
      aria-labelledby="counter-limits-title"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="maxDiscountPercent"
          label={t('settings.counterLimits.maxPercent')}
          type="number"
          inputMode="decimal"
          min={0}
          max={99}
          step={0.1}
        />
        <FormField
          name="maxDiscountAmount"
          label={t('settings.counterLimits.maxAmount')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      </div>
      <FormField
        as="checkbox"
        name="managersMayVoidSent"
        label={t('settings.counterLimits.managersMayVoidSent')}
      />
    </SettingForm>
  );
}
