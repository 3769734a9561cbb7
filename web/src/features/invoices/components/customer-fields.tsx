import type { Customer } from '@dastarkhan/contract/customers';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import type { ReceiptForm } from '../receipt-form';
import { CustomerNameField } from './customer-name-field';

/** Customer, date and waiter. Typing a different name or phone drops a picked customer's link. */
export function CustomerFields() {
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
        label="Phone Number"
        type="tel"
        placeholder="01712345678"
        onChange={() => setValue('customerId', null)}
      />
      <FormField name="address" label="Address" />
      <FormField name="issueDate" label="Date*" type="date" />
      <FormField name="waiter" label="Waiter Name" />
      <FormField name="country" label="Country" readOnly />
    </div>
  );
}
