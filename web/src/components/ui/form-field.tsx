import type {
  ChangeEvent,
  FocusEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
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
