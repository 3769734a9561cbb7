import { approvalPinBodySchema } from '@dastarkhan/contract/counter-rules';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useApprovalPin, useSetApprovalPin } from '../api/counter-settings';

/** The signed-in admin's own approval PIN, set with their password (ADR 0142). */
export function ApprovalPinForm() {
  const { t } = useTranslation();
  const pinSet = useApprovalPin();
  const save = useSetApprovalPin();
  const onSubmit = async (values: { pin: string; password: string }) => {
    await save.mutateAsync(values);
    toast.success(t('settings.approvalPin.saved'));
  };
  return (
    <Form
      schema={approvalPinBodySchema}
      defaultValues={{ pin: '', password: '' }}
      onSubmit={onSubmit}
      aria-labelledby="approval-pin-title"
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">
        {pinSet.data ? t('settings.approvalPin.isSet') : t('settings.approvalPin.notSet')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="pin"
          label={t('settings.approvalPin.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
        />
        <FormField
          name="password"
          label={t('settings.approvalPin.password')}
          type="password"
          autoComplete="current-password"
        />
      </div>
      <FormActions error={failureMessage(save.error, t('settings.approvalPin.saveFailed'))} className="">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.approvalPin.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
