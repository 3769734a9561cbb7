import { foodCostSettingSchema, type FoodCostSetting } from '@dastarkhan/contract/settings';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
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
  const update = useUpdateFoodCostSetting();

  const onSubmit = async (values: FoodCostSetting) => {
    await update.mutateAsync(values);
    toast.success(t('settings.foodCost.saved'));
  };

  return (
    <Form
      schema={foodCostFormSchema}
      defaultValues={{ thresholdPercent: String(setting.thresholdPercent) }}
      onSubmit={onSubmit}
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
      <FormActions error={failureMessage(update.error, t('settings.foodCost.saveFailed'))} className="">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('settings.foodCost.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
