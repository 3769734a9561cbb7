import { openingFloatInputSchema, type DayFigures } from '@dastarkhan/contract/days';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useSetOpeningFloat } from '../api/days';

const floatFormSchema = openingFloatInputSchema.extend({
  amount: typedNumber('days.float.required', openingFloatInputSchema.shape.amount),
});

/** Today's opening float set by hand: it defaults to what the last close left in the drawer. */
export function OpeningFloatForm({ figures }: { figures: DayFigures }) {
  const { t } = useTranslation();
  const save = useSetOpeningFloat();
  return (
    <Form
      schema={floatFormSchema}
      defaultValues={{ amount: String(figures.openingFloat), reason: '' }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(t('days.float.saved'));
      }}
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
      <FormActions error={failureMessage(save.error, t('days.float.failed'))} className="">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t('days.float.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
