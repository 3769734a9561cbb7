import { voidReasonSchema, type DrawerMovement } from '@dastarkhan/contract/days';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useVoidMovement } from '../api/days';

/** A pay-in or pay-out entered by mistake is voided by an appended row, with why: never edited or deleted. */
export function VoidMovementDialog({ movement }: { movement: DrawerMovement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const voiding = useVoidMovement();
  const named = {
    kind: t(`days.drawer.kinds.${movement.kind}`),
    amount: formatTaka(movement.amount),
    reason: movement.reason,
  };
  return (
    <>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={t('days.drawer.voidLabel', named)}
        onClick={() => setOpen(true)}
      >
        {t('days.drawer.void')}
      </Button>
      <FormDialog
        open={open}
        title={t('days.drawer.voidTitle', named)}
        onClose={() => setOpen(false)}
        schema={voidReasonSchema}
        defaultValues={{ reason: '' }}
        error={failureMessage(voiding.error, t('days.drawer.voidFailed'))}
        onSubmit={async ({ reason }) => {
          await voiding.mutateAsync({ id: movement._id, reason });
          toast.success(t('days.drawer.voided'));
          setOpen(false);
        }}
        footer={
          <Button type="submit" variant="danger" disabled={voiding.isPending}>
            {t('days.drawer.void')}
          </Button>
        }
      >
        <FormField name="reason" as="textarea" label={t('days.drawer.voidReason')} maxLength={200} />
      </FormDialog>
    </>
  );
}
