import type { Customer } from '@dastarkhan/contract/customers';
import { TextField } from '../../../components/ui/field';
import type { ReceiptErrors, ReceiptForm } from '../receipt-form';
import { CustomerNameField } from './customer-name-field';

type CustomerFieldsProps = {
  form: ReceiptForm;
  errors: ReceiptErrors;
  onChange: (changes: Partial<ReceiptForm>) => void;
};

/** Customer, date and waiter. Typing a different name drops a picked customer's link. */
export function CustomerFields({ form, errors, onChange }: CustomerFieldsProps) {
  const pick = (customer: Customer) =>
    onChange({
      customerId: customer._id,
      customerName: customer.name,
      phoneNumber: customer.phone,
      address: [customer.address.street, customer.address.city].filter(Boolean).join(', '),
    });
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <CustomerNameField
        value={form.customerName}
        error={errors.customerName}
        onChange={(customerName) => onChange({ customerName, customerId: null })}
        onPick={pick}
      />
      <TextField
        label="Phone Number"
        type="tel"
        value={form.phoneNumber}
        onChange={(event) => onChange({ phoneNumber: event.target.value, customerId: null })}
        placeholder="01712345678"
      />
      <TextField
        label="Address"
        value={form.address}
        onChange={(event) => onChange({ address: event.target.value })}
      />
      <TextField
        label="Date*"
        type="date"
        value={form.issueDate}
        error={errors.issueDate}
        onChange={(event) => onChange({ issueDate: event.target.value })}
      />
      <TextField
        label="Waiter Name"
        value={form.waiter}
        onChange={(event) => onChange({ waiter: event.target.value })}
      />
      <TextField label="Country" value={form.country} readOnly />
    </div>
  );
}
