import { reopenInputSchema } from '@dastarkhan/contract/days';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useReopenDay } from '../api/days';

/** The admin reopens a closed day, saying why: audited, and printed on the day's next Z report. */
export function ReopenDialog({ day, onReopened }: { day: string; onReopened: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reopen = useReopenDay();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('days.reopen.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('days.reopen.title', { day })}
        onClose={() => setOpen(false)}
        schema={reopenInputSchema}
        defaultValues={{ reason: '' }}
        error={failureMessage(reopen.error, t('days.reopen.failed'))}
        onSubmit={async ({ reason }) => {
          await reopen.mutateAsync({ day, reason });
          toast.success(t('days.reopen.done'));
          setOpen(false);
          onReopened();
        }}
        footer={
          <Button type="submit" variant="danger" disabled={reopen.isPending}>
            {t('days.reopen.submit')}
          </Button>
        }
      >
        <FormField name="reason" as="textarea" label={t('days.reopen.reason')} maxLength={200} />
      </FormDialog>
    </>
  );
}
