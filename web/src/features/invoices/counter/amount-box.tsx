import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import type { AmountField, ReceiptForm } from '../receipt-form';

/** What an amount box keeps of a typed text (`typedAmount`), given what it held. */
export type KeepAmount = (field: AmountField, previous: string, typed: string) => string;

type AmountBoxProps = {
  name: AmountField;
  label: string;
  hint?: ReactNode;
  keep: KeepAmount;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
};

/** An amount is a text box with a decimal keypad: the form, not the browser, decides what it keeps. */
export function AmountBox({ name, label, hint, keep, onKeyDown, inputRef, placeholder }: AmountBoxProps) {
  const { field } = useController<ReceiptForm, AmountField>({ name });
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      placeholder={placeholder}
      ref={(node) => {
        field.ref(node);
        if (typeof inputRef === 'function') inputRef(node);
        else if (inputRef) inputRef.current = node;
      }}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onKeyDown={onKeyDown}
      onChange={(event) => field.onChange(keep(name, field.value, event.target.value))}
    />
  );
}
