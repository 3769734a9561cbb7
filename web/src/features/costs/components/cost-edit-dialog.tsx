import type { Cost } from '@dastarkhan/contract/costs';
import { MAX_COST_AMOUNT } from '@dastarkhan/contract/costs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateCost } from '../api/update-cost';
import { costFormSchema, costToForm, type CostFormOutput, type CostFormValues } from '../cost-form';

type CostEditDialogProps = { cost: Cost; onClose: () => void };

/** 'Edit Cost': mounted per cost so the form starts from the values (and the version) it was opened with. */
export function CostEditDialog({ cost, onClose }: CostEditDialogProps) {
  const formId = useId();
  const update = useUpdateCost();
  const form = useForm<CostFormValues, unknown, CostFormOutput>({
    resolver: zodResolver(costFormSchema),
    defaultValues: costToForm(cost),
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: cost._id, patch: { ...values, version: cost.version } });
    toast.success('Cost updated.');
    onClose();
  });

  return (
    <Dialog
      open
      title="Edit Cost"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
          className="space-y-4"
        >
          <ErrorAlert message={failureMessage(update.error, 'Failed to update cost')} />
          <FormField name="reason" label="Cost Reason*" />
          <FormField
            name="amount"
            label="Amount (taka)*"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_COST_AMOUNT}
            step={0.01}
          />
          <FormField name="holderName" label="Cost Holder Name" />
        </form>
      </FormProvider>
    </Dialog>
  );
}
