import { businessDetailsSchema, type BusinessDetails } from '@dastarkhan/contract/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { TextField } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api-client';
import { useBusinessDetails } from '../../lib/business-details';
import { useUpdateBusinessDetails } from './api/update-business-details';

const FIELDS: { name: keyof BusinessDetails; label: string }[] = [
  { name: 'name', label: 'Business Name' },
  { name: 'address', label: 'Address' },
  { name: 'address2', label: 'Address Line 2' },
  { name: 'cityState', label: 'City / State' },
  { name: 'phone', label: 'Phone' },
  { name: 'merchantId', label: 'Merchant ID' },
  { name: 'terminalId', label: 'Terminal ID' },
];

/** The business details every new receipt prints at its top (one settings source, SPEC §2 receipt defaults). */
export function SettingsPage() {
  const details = useBusinessDetails();
  const update = useUpdateBusinessDetails();
  const { register, handleSubmit, reset, formState } = useForm<BusinessDetails>({
    resolver: zodResolver(businessDetailsSchema),
  });

  useEffect(() => {
    if (details.data) reset(details.data);
  }, [details.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await update.mutateAsync(values);
    toast.success('Business details saved. New receipts will print them.');
  });

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Business Details">Printed at the top of every new receipt.</PageHeader>
      {details.isPending ? (
        <Spinner label="Loading business details..." />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
          className="space-y-4 rounded-lg bg-white p-6 shadow-sm"
        >
          <ErrorAlert message={failureMessage(details.error, 'Failed to load business details')} />
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              error={formState.errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
          <FormActions error={failureMessage(update.error, 'Failed to save business details')} className="">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Details'}
            </Button>
          </FormActions>
        </form>
      )}
    </div>
  );
}
