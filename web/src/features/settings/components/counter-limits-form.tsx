import { counterLimitsSchema, type CounterLimits } from '@dastarkhan/contract/counter-rules';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
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
  const update = useUpdateCounterLimits();
  const onSubmit = async (values: CounterLimits) => {
    await update.mutateAsync(values);
    toast.success(t('settings.counterLimits.saved'));
  };
  return (
    <Form
      schema={limitsFormSchema}
      defaultValues={{
        maxDiscountPercent: String(limits.maxDiscountPercent),
        maxDiscountAmount: String(limits.maxDiscountAmount),
        managersMayVoidSent: limits.managersMayVoidSent,
      }}
      onSubmit={onSubmit}
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
      <FormActions error={failureMessage(update.error, t('settings.counterLimits.saveFailed'))} className="">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('settings.counterLimits.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
