import { useState } from 'react';
import { failureMessage } from '../../lib/api-client';
import { Button } from './button';
import { FormDialog } from './form-dialog';
import { FormField, type FormSchema } from './form-field';
import { toast } from './toasts';

type Reason = { reason: string };

type VoidDialogProps = {
  /** The contract's rule for the reason. */
  schema: FormSchema<Reason, Reason>;
  /** The mutation that appends the void: its pending state holds the button, its error shows in the dialog. */
  voiding: { mutateAsync: (reason: string) => Promise<unknown>; isPending: boolean; error: unknown };
  texts: {
    /** The button's text, and its accessible name saying which entry it voids. */
    open: string;
    openLabel: string;
    title: string;
    intro?: string;
    reason: string;
    submit: string;
    done: string;
    failed: string;
  };
};

/**
 * A button that opens a dialog asking why, then voids an entry (a payment, a pay-in or pay-out) by an appended
 * row: the books' one way to take back what was entered by mistake, never an edit or a delete.
 */
export function VoidDialog({ schema, voiding, texts }: VoidDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost-danger" size="sm" aria-label={texts.openLabel} onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
      <FormDialog
        open={open}
        title={texts.title}
        onClose={() => setOpen(false)}
        schema={schema}
        defaultValues={{ reason: '' }}
        error={failureMessage(voiding.error, texts.failed)}
        onSubmit={async ({ reason }) => {
          await voiding.mutateAsync(reason);
          toast.success(texts.done);
          setOpen(false);
        }}
        footer={
          <Button type="submit" variant="danger" disabled={voiding.isPending}>
            {texts.submit}
          </Button>
        }
      >
        {texts.intro && <p className="text-sm text-slate-600">{texts.intro}</p>}
        <FormField name="reason" as="textarea" label={texts.reason} maxLength={200} />
      </FormDialog>
    </>
  );
}
