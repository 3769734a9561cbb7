import type { FieldValues } from 'react-hook-form';
import { failureMessage } from '../../lib/api-client';
import { Button, type ButtonProps } from './button';
import { FormActions } from './form-actions';
import { Form, type FormProps } from './form-field';
import { toast } from './toasts';

type SettingFormProps<Input extends FieldValues, Output> = Pick<
  FormProps<Input, Output>,
  'schema' | 'defaultValues' | 'aria-label' | 'aria-labelledby' | 'className' | 'children'
> & {
  /** The mutation that saves the values: its pending state holds the button, its error shows under it. */
  save: { mutateAsync: (values: Output) => Promise<unknown>; isPending: boolean; error: unknown };
  /** The toast once saved, the fallback for a failure without the server's message, the button (and its text while saving). */
  texts: { saved: string; failed: string; submit: string; saving?: string };
  variant?: ButtonProps['variant'];
};

/**
 * A small form that saves one setting (a limit, a float, a threshold) in place: its fields, one Save button,
 * a toast when saved and the failure under the button. The fields are the caller's `FormField`s.
 */
export function SettingForm<Input extends FieldValues, Output>({
  save,
  texts,
  variant,
  children,
  ...form
}: SettingFormProps<Input, Output>) {
  return (
    <Form
      {...form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(texts.saved);
      }}
    >
      {children}
      <FormActions error={failureMessage(save.error, texts.failed)} className="">
        <Button type="submit" variant={variant} disabled={save.isPending}>
          {save.isPending && texts.saving ? texts.saving : texts.submit}
        </Button>
      </FormActions>
    </Form>
  );
}
