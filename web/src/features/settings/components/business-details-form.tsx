import { businessDetailsInputSchema, type BusinessDetails } from '@dastarkhan/contract/settings';
import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { Form, FormField } from '../../../components/ui/form-field';
import { FormActions } from '../../../components/ui/form-actions';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateBusinessDetails } from '../api/update-business-details';

/** The fields in the order the form shows them; each is labelled settings.fields.<name>. */
const FIELDS = [
  'name',
  'address',
  'address2',
  'cityState',
  'phone',
  'merchantId',
  'terminalId',
] as const satisfies (keyof BusinessDetails)[];

/** The business details printed at the top of every new receipt, as the admin saves them (name required). */
export function BusinessDetailsForm({ details }: { details: BusinessDetails }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessDetails();

  const onSubmit = async (values: BusinessDetails) => {
    await update.mutateAsync(values);
    toast.success(t('settings.saved'));
  };

  return (
    <Form
      schema={businessDetailsInputSchema}
      defaultValues={details}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field} name={field} label={t(`settings.fields.${field}`)} />
        ))}
      </div>
      <FormActions error={failureMessage(update.error, t('settings.saveFailed'))} className="">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('settings.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
