import type { Customer } from '@dastarkhan/contract/customers';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Combobox, type Suggestion } from '../../../components/ui/combobox';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-params';
import { MIN_SUGGESTION_LENGTH, useCustomerSuggestions } from '../api/get-customer-suggestions';
import type { ReceiptForm } from '../receipt-form';

/** A customer as suggested: the name, then the phone, the receipt count and the last receipt's date. */
function useSuggestionOf() {
  const { t } = useTranslation();
  return (customer: Customer): Suggestion => ({
    key: customer._id,
    label: customer.name,
    detail: customer.lastInvoiceDate
      ? t('receipt.suggestionWithLast', {
          phone: customer.phone,
          count: customer.invoiceCount,
          date: formatDate(customer.lastInvoiceDate),
        })
      : t('receipt.suggestion', { phone: customer.phone, count: customer.invoiceCount }),
  });
}

/**
 * The receipt's customer name with suggestions from the customer list (SPEC §9: from 2 characters, 300 ms after
 * the typing stops), each with its receipt count and last date. Typing a different name drops a picked
 * customer's link.
 */
export function CustomerNameField({ onPick }: { onPick: (customer: Customer) => void }) {
  const { t } = useTranslation();
  const suggestionOf = useSuggestionOf();
  const { setValue } = useFormContext<ReceiptForm>();
  const { field, fieldState } = useController<ReceiptForm, 'customerName'>({ name: 'customerName' });
  const { value } = field;
  const [search, setSearch] = useState('');
  const found = useCustomerSuggestions(search);
  useEffect(() => {
    const typed = value.trim();
    const timer = setTimeout(
      () => setSearch(typed.length >= MIN_SUGGESTION_LENGTH ? typed : ''),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [value]);
  const listed = value.trim().length >= MIN_SUGGESTION_LENGTH ? found : [];

  return (
    <Combobox
      ref={field.ref}
      name={field.name}
      label={t('receipt.customerName')}
      error={fieldState.error?.message}
      value={value}
      onValueChange={(typed) => {
        field.onChange(typed);
        setValue('customerId', null);
      }}
      onBlur={field.onBlur}
      suggestions={listed.map(suggestionOf)}
      listLabel={t('receipt.customerSuggestions')}
      onPick={(key) => {
        const customer = listed.find((candidate) => candidate._id === key);
        if (customer) onPick(customer);
      }}
    />
  );
}
