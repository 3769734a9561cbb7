import { foodCostSettingSchema, type FoodCostSetting } from '@dastarkhan/contract/settings';
import { FormField } from '../../../components/ui/form-field';
import { SettingForm } from '../../../components/ui/setting-form';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useUpdateFoodCostSetting } from '../api/food-cost-setting';

/** The threshold as typed: required, then the contract's rule (1 to 100, one decimal). */
const foodCostFormSchema = foodCostSettingSchema.extend({
  thresholdPercent: typedNumber('settings.foodCost.required', foodCostSettingSchema.shape.thresholdPercent),
});

/** Settings' food-cost threshold: dishes whose food cost passes it are flagged on the recipe screen. */
export function FoodCostForm({ setting }: { setting: FoodCostSetting }) {
  const { t } = useTranslation();
  return (
    <SettingForm
      schema={foodCostFormSchema}
      defaultValues={{ thresholdPercent: String(setting.thresholdPercent) }}
      save={useUpdateFoodCostSetting()}
      texts={{
        saved: t('settings.foodCost.saved'),
        failed: t('settings.foodCost.saveFailed'),
        submit: t('settings.foodCost.save'),
        saving: t('common.saving'),
      }}
      aria-labelledby="food-cost-title"
      className="space-y-4"
    >
      <FormField
        name="thresholdPercent"
        label={t('settings.foodCost.threshold')}
        hint={t('settings.foodCost.hint')}
        type="number"
        inputMode="decimal"
        min={1}
        max={100}
        step={0.1}
        wrapperClassName="max-w-xs"
      />
    </SettingForm>
  );
}
