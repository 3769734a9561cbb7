import { approvalSchema, type Approval } from '@dastarkhan/contract/counter-rules';
import { z } from 'zod';
import { i18n, useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

/** An admin's PIN, or their email and password: whichever the admin typed becomes the approval sent. */
const approvalFormSchema = z
  .object({ pin: z.string().trim(), email: z.string().trim(), password: z.string() })
  .transform((form, ctx): Approval => {
    if (form.pin) return { pin: form.pin };
    if (form.email && form.password) return { email: form.email, password: form.password };
    ctx.addIssue({ code: 'custom', path: ['pin'], message: i18n.t('approval.required') });
    return z.NEVER;
  })
  .pipe(approvalSchema);

type ApprovalDialogProps = {
  /** Why the server asks for an admin's approval (its refusal, or a wrong PIN's); open while there is one. */
  asked: string | undefined;
  /** Sends the refused request again with the approval; a new refusal comes back as `asked`. */
  onApprove: (approval: Approval) => unknown;
  onClose: () => void;
  busy: boolean;
  /** What approving does: "Approve and save", "Approve and void". */
  approveLabel: string;
};

/**
 * Above a limit (a discount, ADR 0141; voiding food the kitchen has, ADR 0137) the server asks for an admin's
 * approval: an admin enters their PIN, or signs in, on this screen, and the same request is sent again with it
 * (ADR 0142). A wrong PIN shows here.
 */
export function ApprovalDialog({ asked, onApprove, onClose, busy, approveLabel }: ApprovalDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      schema={approvalFormSchema}
      defaultValues={{ pin: '', email: '', password: '' }}
      onSubmit={async (approval, form) => {
        form.reset();
        await onApprove(approval);
      }}
      open={asked !== undefined}
      onClose={onClose}
      title={t('approval.title')}
      size="sm"
      error={asked}
      footer={
        <Button type="submit" disabled={busy}>
          {approveLabel}
        </Button>
      }
    >
      <p className="text-sm text-slate-600">{t('approval.intro')}</p>
      <FormField
        name="pin"
        label={t('approval.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t('approval.orSignIn')}</legend>
        <FormField name="email" label={t('approval.email')} type="email" autoComplete="off" />
        <FormField name="password" label={t('approval.password')} type="password" autoComplete="off" />
      </fieldset>
    </FormDialog>
  );
}
