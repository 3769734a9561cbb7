import { approvalSchema, type Approval } from '@dastarkhan/contract/counter-rules';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { i18n, useTranslation } from '../../../lib/i18n';
import type { Charge } from './use-charge';

/** An admin's PIN, or their email and password: whichever the admin typed becomes the approval sent. */
const approvalFormSchema = z
  .object({ pin: z.string().trim(), email: z.string().trim(), password: z.string() })
  .transform((form, ctx): Approval => {
    if (form.pin) return { pin: form.pin };
    if (form.email && form.password) return { email: form.email, password: form.password };
    ctx.addIssue({ code: 'custom', path: ['pin'], message: i18n.t('receipt.approval.required') });
    return z.NEVER;
  })
  .pipe(approvalSchema);

/**
 * Above a limit (a discount, ADR 0141) the server asks for an admin's approval: an admin enters their PIN, or
 * signs in, on this screen, and the same order is sent again with it (ADR 0142). A wrong PIN shows here.
 */
export function ApprovalDialog({ charge }: { charge: Charge }) {
  const { t } = useTranslation();
  const asked = charge.approvalNeeded;
  return (
    <FormDialog
      schema={approvalFormSchema}
      defaultValues={{ pin: '', email: '', password: '' }}
      onSubmit={async (approval, form) => {
        form.reset();
        await charge.approve(approval);
      }}
      open={asked !== undefined}
      onClose={charge.dismissApproval}
      title={t('receipt.approval.title')}
      size="sm"
      error={asked?.message}
      footer={
        <Button type="submit" disabled={charge.submitting}>
          {t('receipt.approval.approve')}
        </Button>
      }
    >
      <p className="text-sm text-slate-600">{t('receipt.approval.intro')}</p>
      <FormField
        name="pin"
        label={t('receipt.approval.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t('receipt.approval.orSignIn')}</legend>
        <FormField name="email" label={t('receipt.approval.email')} type="email" autoComplete="off" />
        <FormField
          name="password"
          label={t('receipt.approval.password')}
          type="password"
          autoComplete="off"
        />
      </fieldset>
    </FormDialog>
  );
}
