import { closeLimitSchema } from '@dastarkhan/contract/days';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
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
    <Form
      schema={limitFormSchema}
      defaultValues={{ differenceLimit: String(limit.data.differenceLimit) }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(t('days.limit.saved'));
      }}
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
      <FormActions error={failureMessage(save.error, t('days.limit.failed'))} className="">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {t('days.limit.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
