import type { Customer } from '@dastarkhan/contract/customers';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { formatDate } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-params';
import { MIN_SUGGESTION_LENGTH, useCustomerSuggestions } from '../api/get-customer-suggestions';
import type { ReceiptForm } from '../receipt-form';
import { CONTROL, FieldErrorText } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

/** SPEC §9: the list closes about 200 ms after the field loses focus, so a click on a suggestion still lands. */
const CLOSE_DELAY_MS = 200;

type SuggestionsProps = {
  listId: string;
  suggestions: Customer[];
  /** The suggestion the arrow keys are on; -1 for none. */
  active: number;
  onPick: (customer: Customer) => void;
};

/** The customers whose name starts as typed, each with its receipt count and last date. */
function CustomerSuggestions({ listId, suggestions, active, onPick }: SuggestionsProps) {
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('receipt.customerSuggestions')}
      className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
    >
      {suggestions.map((customer, index) => (
        <li
          key={customer._id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cn(
            'cursor-pointer px-3 py-2 text-sm',
            index === active ? 'bg-brand-50' : 'hover:bg-slate-50',
          )}
          // mousedown keeps focus in the input, so blur does not race the pick.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(customer);
          }}
        >
          <span className="block font-medium text-slate-800">{customer.name}</span>
          <span className="block text-xs text-slate-500">
            {customer.lastInvoiceDate
              ? t('receipt.suggestionWithLast', {
                  phone: customer.phone,
                  count: customer.invoiceCount,
                  date: formatDate(customer.lastInvoiceDate),
                })
              : t('receipt.suggestion', { phone: customer.phone, count: customer.invoiceCount })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The receipt's customer name with suggestions from the customer list, each with its receipt count and last
 * date. Typing a different name drops a picked customer's link.
 */
export function CustomerNameField({ onPick }: { onPick: (customer: Customer) => void }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ReceiptForm>();
  const { field, fieldState } = useController<ReceiptForm, 'customerName'>({ name: 'customerName' });
  const { value } = field;
  const error = fieldState.error?.message;
  const id = useId();
  const listId = `${id}-suggestions`;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const suggestions = useCustomerSuggestions(search);

  useEffect(() => {
    const typed = value.trim();
    const timer = setTimeout(
      () => setSearch(typed.length >= MIN_SUGGESTION_LENGTH ? typed : ''),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [value]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const showList = open && value.trim().length >= MIN_SUGGESTION_LENGTH && suggestions.length > 0;

  const pick = (customer: Customer) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
    onPick(customer);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('receipt.customerName')}
      </label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className={CONTROL}
        value={value}
        onChange={(event) => {
          field.onChange(event.target.value);
          setValue('customerId', null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          field.onBlur();
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + suggestions.length) % suggestions.length);
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]!);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <FieldErrorText message={error} />
      {showList && (
        <CustomerSuggestions listId={listId} suggestions={suggestions} active={active} onPick={pick} />
      )}
    </div>
  );
}
