import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { asciiDigits } from '@dastarkhan/contract/digits';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** A text box, select or text area; 44 px tall on touch screens, for a finger. */
export const CONTROL =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-500 pointer-coarse:min-h-11';

/** A field's error under it, read out as it appears. */
export function FieldErrorText({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-red-600">
      {message}
    </p>
  );
}

type FieldFrameProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
  className?: string;
};

function FieldFrame({ label, error, hint, id, children, className }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string };

/** Digits with at most one point, or nothing yet: what a number box may hold. */
const NUMBER_TEXT = /^\s*\d*(\.\d*)?\s*$/;

/**
 * A box that takes digits (a number's, a phone's) takes them in either script: the Bengali digits a Bangla
 * keyboard types become, where they were typed, the ASCII ones every form, check and the server read (issue 36).
 * Call it from the box's change, before the form reads the value.
 */
export function typedDigitsAsAscii(input: HTMLInputElement) {
  const ascii = asciiDigits(input.value);
  if (ascii === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = ascii;
  // Each digit is one character in either script, so the caret stays where the typing was.
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * A number box is a text box with a number keypad (`inputMode`), never `type="number"`: Chromium drops the
 * letters typed into one without a word, so "1ooo" became 1 (issue 32 finding 10), and the Bengali digits too.
 * The box keeps what was typed, its digits as ASCII ones, and, while that is not a number, shows itself invalid
 * with the reason, whatever form it is in. A phone's box takes its digits the same way.
 */
function useNumberCheck(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const numeric = props.type === 'number' || props.inputMode === 'decimal' || props.inputMode === 'numeric';
  const takesDigits = numeric || props.type === 'tel' || props.inputMode === 'tel';
  const [typed, setTyped] = useState<string>();
  const text = props.value !== undefined ? String(props.value) : typed;
  const notANumber = numeric && text !== undefined && !NUMBER_TEXT.test(text);
  const { onChange } = props;
  return {
    type: numeric && props.type === 'number' ? 'text' : props.type,
    inputMode: numeric && props.type === 'number' ? (props.inputMode ?? 'decimal') : props.inputMode,
    message: notANumber ? t('common.notANumber') : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (takesDigits) typedDigitsAsAscii(event.target);
      if (numeric) setTyped(event.target.value);
      onChange?.(event);
    },
  };
}

/** A labelled input; works with react-hook-form's register (forwards the ref). */
export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Common>(
  function TextField({ label, error, hint, wrapperClassName, id, className, ...props }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    const number = useNumberCheck(props);
    const shown = error ?? number.message;
    return (
      <FieldFrame label={label} error={shown} hint={hint} id={inputId} className={wrapperClassName}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          className={cn(CONTROL, className)}
          {...props}
          type={number.type}
          inputMode={number.inputMode}
          onChange={number.onChange}
        />
      </FieldFrame>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Common>(
  function SelectField({ label, error, hint, wrapperClassName, id, className, children, ...props }, ref) {
    const generated = useId();
    const selectId = id ?? generated;
    return (
      <FieldFrame label={label} error={error} hint={hint} id={selectId} className={wrapperClassName}>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          className={cn(CONTROL, className)}
          {...props}
        >
          {children}
        </select>
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & Common
>(function TextAreaField({ label, error, hint, wrapperClassName, id, className, ...props }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={areaId} className={wrapperClassName}>
      <textarea
        ref={ref}
        id={areaId}
        aria-invalid={error ? true : undefined}
        className={cn(CONTROL, className)}
        {...props}
      />
    </FieldFrame>
  );
});

/** A checkbox with its label beside it, and its error under them. */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & Omit<Common, 'hint'>
>(function CheckboxField({ label, error, wrapperClassName, id, className, ...props }, ref) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <div className={wrapperClassName}>
      <label
        htmlFor={boxId}
        className="flex items-start gap-2 text-sm text-slate-700 pointer-coarse:min-h-11 pointer-coarse:items-center"
      >
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
          className={cn(
            'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600 pointer-coarse:mt-0',
            className,
          )}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldErrorText id={`${boxId}-error`} message={error} />
    </div>
  );
});

/** A search box with a visually hidden label. */
export function SearchInput({ label, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className={CONTROL} placeholder={label} {...props} />
    </div>
  );
}
