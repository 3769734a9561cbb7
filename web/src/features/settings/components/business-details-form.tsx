import { businessDetailsInputSchema, type BusinessDetails } from '@dastarkhan/contract/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormActions } from '../../../components/ui/form-actions';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateBusinessDetails } from '../api/update-business-details';

const FIELDS: { name: keyof BusinessDetails; label: string }[] = [
  { name: 'name', label: 'Business Name*' },
  { name: 'address', label: 'Address' },
  { name: 'address2', label: 'Address Line 2' },
  { name: 'cityState', label: 'City / State' },
  { name: 'phone', label: 'Phone' },
  { name: 'merchantId', label: 'Merchant ID' },
  { name: 'terminalId', label: 'Terminal ID' },
];

/** The business details printed at the top of every new receipt, as the admin saves them (name required). */
export function BusinessDetailsForm({ details }: { details: BusinessDetails }) {
  const update = useUpdateBusinessDetails();
  const form = useForm<BusinessDetails>({
    resolver: zodResolver(businessDetailsInputSchema),
    defaultValues: details,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync(values);
    toast.success('Business details saved. New receipts will print them.');
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        className="space-y-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <FormField key={field.name} name={field.name} label={field.label} />
          ))}
        </div>
        <FormActions error={failureMessage(update.error, 'Failed to save business details')} className="">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Details'}
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  );
}
