import type { Customer } from '@dastarkhan/contract/customers';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import type { ReceiptForm } from '../receipt-form';
import { CustomerNameField } from './customer-name-field';

/** Customer, date and waiter. Typing a different name or phone drops a picked customer's link. */
export function CustomerFields() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ReceiptForm>();
  const pick = (customer: Customer) => {
    setValue('customerId', customer._id);
    setValue('customerName', customer.name, { shouldValidate: true });
    setValue('phoneNumber', customer.phone);
    setValue('address', [customer.address.street, customer.address.city].filter(Boolean).join(', '));
  };
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <CustomerNameField onPick={pick} />
      <FormField
        name="phoneNumber"
        label={t('receipt.phoneNumber')}
        type="tel"
        placeholder={t('receipt.phonePlaceholder')}
        onChange={() => setValue('customerId', null)}
      />
      <FormField name="address" label={t('receipt.address')} />
      <FormField name="issueDate" label={t('receipt.date')} type="date" />
      <FormField name="waiter" label={t('receipt.waiter')} />
      <FormField name="country" label={t('receipt.country')} readOnly />
    </div>
  );
}
