import { zodResolver } from '@hookform/resolvers/zod';
import type {
  ChangeEvent,
  FocusEvent,
  FormHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { currentLanguage, failureWords } from '../../lib/i18n';
import { CheckboxField, SelectField, TextAreaField, TextField } from './field';

type Frame = { name: string; label: ReactNode; hint?: ReactNode; wrapperClassName?: string };
type ControlProps<T> = Omit<T, 'name' | 'form'>;

type FormFieldProps = Frame &
  (
    | ({ as?: 'input' } & ControlProps<InputHTMLAttributes<HTMLInputElement>>)
    | ({ as: 'select' } & ControlProps<SelectHTMLAttributes<HTMLSelectElement>>)
    | ({ as: 'textarea' } & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>)
    | ({ as: 'checkbox' } & ControlProps<InputHTMLAttributes<HTMLInputElement>>)
  );

type AnyControl = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/**
 * A labelled input, select, text area or checkbox bound to the field `name` of the enclosing `Form` (through
 * react-hook-form's context), showing that field's own error: the one way a form field is written.
 * An `onChange` or `onBlur` given here runs after the form has taken the change.
 */
export function FormField({ name, as = 'input', onChange, onBlur, ...props }: FormFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const field = register(name);
  const bound = {
    ...field,
    error,
    onChange: async (event: ChangeEvent<AnyControl>) => {
      await field.onChange(event);
      onChange?.(event);
    },
    onBlur: async (event: FocusEvent<AnyControl>) => {
      await field.onBlur(event);
      onBlur?.(event);
    },
  };
  if (as === 'select')
    return <SelectField {...(props as SelectHTMLAttributes<HTMLSelectElement> & Frame)} {...bound} />;
  if (as === 'textarea')
    return <TextAreaField {...(props as TextareaHTMLAttributes<HTMLTextAreaElement> & Frame)} {...bound} />;
  if (as === 'checkbox')
    return <CheckboxField {...(props as InputHTMLAttributes<HTMLInputElement> & Frame)} {...bound} />;
  return <TextField {...(props as InputHTMLAttributes<HTMLInputElement> & Frame)} {...bound} />;
}

// `Form` lives beside `FormField`, not in a module of its own: on its own, the bundler left react-hook-form and
// field.tsx out of the sign-in page's chunk, and the sign-in page loaded 8 script files instead of 6 (ADR 0125).

/** A form's methods, typed by what its boxes hold (`Input`) and what a valid form yields (`Output`). */
export type FormMethods<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/**
 * What the forms set beyond the schema: where the boxes start, a record loaded after the form opened (`values`:
 * the form resets to it whenever it changes), when fields are checked (`mode`, `reValidateMode`), and whether a
 * failed submit focuses the first field to fix (`shouldFocusError`; the counter picks the field itself).
 */
type FormOptions<Input extends FieldValues, Output> = Pick<
  UseFormProps<Input, unknown, Output>,
  'defaultValues' | 'values' | 'mode' | 'reValidateMode' | 'shouldFocusError'
>;

/**
 * The rules, from the typed text to what is saved: zod's full or small build, the contract's or the form's; or
 * a function that loads them, for a first screen that draws before zod has arrived (the sign-in page).
 */
export type FormSchema<Input, Output> = $ZodType<Output, Input> | (() => Promise<$ZodType<Output, Input>>);

/**
 * The contract's rules say what is wrong in the spec's English: each message, in a field or a list's own, is
 * put in the reader's words as the server's are (lib/i18n/failures.ts, issue 36).
 */
function inReadersWords(errors: object): void {
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const entry = value as { message?: unknown };
    if (typeof entry.message === 'string') entry.message = failureWords({ message: entry.message });
    inReadersWords(value);
  }
}

/** The schema's resolver; a loaded schema's is made at the first check, once it has arrived. */
function resolverOf<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  const resolve: Resolver<Input, unknown, Output> = async (...args) =>
    zodResolver(typeof schema === 'function' ? await schema() : schema)(...args);
  return async (...args) => {
    const result = await resolve(...args);
    if (currentLanguage() !== 'en') inReadersWords(result.errors);
    return result;
  };
}

export type FormProps<Input extends FieldValues, Output> = FormOptions<Input, Output> &
  Pick<FormHTMLAttributes<HTMLFormElement>, 'id' | 'className' | 'aria-label' | 'aria-labelledby'> & {
    schema: FormSchema<Input, Output>;
    /**
     * Called with the schema's output once every rule passes, and with the form, for a form that empties itself
     * after a save. A rejected promise is the caller's to show (its mutation's error); the form does not throw it.
     */
    onSubmit: (values: Output, form: FormMethods<Input, Output>) => unknown;
    /** Called instead when a rule fails, with the errors: for a form that does more than show them. */
    onInvalid?: (errors: FieldErrors<Input>, form: FormMethods<Input, Output>) => unknown;
    /** The fields: they find the form through `useFormContext`, as `FormField` does. */
    children: ReactNode;
  };

/**
 * The one way to write a form (ADR 0071): react-hook-form checked by a zod schema, its context for `FormField`,
 * and the `<form>` element, which leaves checking to the schema (`noValidate`). An `id` lets a button outside
 * it, in a dialog's footer, submit it.
 */
export function Form<Input extends FieldValues, Output>({
  schema,
  onSubmit,
  onInvalid,
  children,
  id,
  className,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  // Only the options a form sets: react-hook-form takes one given as undefined over its default (a reValidateMode
  // of undefined would stop re-checking a field as it changes after a failed submit).
  ...options
}: FormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: resolverOf(schema) });
  const submit = form.handleSubmit(
    (values) => onSubmit(values, form),
    (errors) => onInvalid?.(errors, form),
  );
  return (
    <FormProvider {...form}>
      <form
        id={id}
        className={className}
        aria-label={label}
        aria-labelledby={labelledBy}
        noValidate
        onSubmit={(event) => {
          // The submit is this form's: React would hand it on to a form it was drawn from, through a dialog's
          // portal (the counter's, for its Hold dialog).
          event.stopPropagation();
          void submit(event).catch(() => undefined);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
