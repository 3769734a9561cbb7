import type { Cost } from '@dastarkhan/contract/costs';
import { MAX_COST_AMOUNT } from '@dastarkhan/contract/costs';
import { useId } from 'react';
import { toast } from '../../../components/ui/toasts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Form, FormField } from '../../../components/ui/form-field';
import { SaveChangesFooter } from '../../../components/ui/form-dialog';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateCost } from '../api/update-cost';
import { costFormSchema, costToForm, type CostFormOutput } from '../cost-form';

type CostEditDialogProps = { cost: Cost; onClose: () => void };

/** 'Edit Cost': mounted per cost so the form starts from the values (and the version) it was opened with. */
export function CostEditDialog({ cost, onClose }: CostEditDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const update = useUpdateCost();

  const onSubmit = async (values: CostFormOutput) => {
    await update.mutateAsync({ id: cost._id, patch: { ...values, version: cost.version } });
    toast.success(t('costs.updated'));
    onClose();
  };

  return (
    <Dialog
      open
      title={t('costs.editTitle')}
      onClose={onClose}
      footer={<SaveChangesFooter onCancel={onClose} saving={update.isPending} form={formId} />}
    >
      <Form
        id={formId}
        schema={costFormSchema}
        defaultValues={costToForm(cost)}
        mode="onTouched"
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <ErrorAlert message={failureMessage(update.error, t('costs.updateFailed'))} />
        <FormField name="reason" label={t('costs.reason')} />
        <FormField
          name="amount"
          label={t('costs.amount')}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_COST_AMOUNT}
          step={0.01}
        />
        <FormField name="holderName" label={t('costs.holderName')} />
      </Form>
    </Dialog>
  );
}
