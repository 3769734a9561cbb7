import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { CONTROL, FieldErrorText } from './field';

/** About 200 ms after the box loses focus the list closes (SPEC §9's suggestions), so a pick still lands. */
const CLOSE_DELAY_MS = 200;

export type Suggestion = { key: string; label: string; detail?: string };

type ComboboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What fits what is typed; the list shows while the box has focus and this is not empty. */
  suggestions: Suggestion[];
  /** The list's accessible name. */
  listLabel: string;
  onPick: (key: string) => void;
  /** A line under the box that describes it (read with it), shown below any error. */
  description?: ReactNode;
};

/**
 * A text box with suggestions under it (the ARIA 1.2 combobox with a list): typed freely, and a suggestion is
 * picked by tap or click, or by the arrow keys and Enter; Escape closes the list. Each suggestion is a finger's
 * height on a touch screen.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { label, error, value, onValueChange, suggestions, listLabel, onPick, description, onBlur, ...props },
  ref,
) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const showList = open && suggestions.length > 0;

  const pick = (key: string) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
    onPick(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!.key);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...props}
        ref={ref}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className={CONTROL}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          onBlur?.(event);
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <FieldErrorText id={`${id}-error`} message={error} />
      {description && (
        <div id={`${id}-description`} className="mt-1 text-xs">
          {description}
        </div>
      )}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm pointer-coarse:min-h-11',
                index === active ? 'bg-brand-50' : 'hover:bg-slate-50',
              )}
              // Pressing keeps the focus in the box, so its blur does not race the pick; the pick is the click
              // (or the tap) that follows.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion.key)}
            >
              <span className="block font-medium text-slate-800">{suggestion.label}</span>
              {suggestion.detail && <span className="block text-xs text-slate-500">{suggestion.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
