import type { Customer } from '@dastarkhan/contract/customers';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { CustomerNameField } from '../components/customer-name-field';
import type { ReceiptForm } from '../receipt-form';

/** Who the order is for: a walk-in unless a name or phone is typed (suggestions open as for any name). */
export function OrderCustomer() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ReceiptForm>();
  const pick = (customer: Customer) => {
    setValue('customerId', customer._id);
    setValue('customerName', customer.name, { shouldValidate: true });
    setValue('phoneNumber', customer.phone);
    setValue('address', [customer.address.street, customer.address.city].filter(Boolean).join(', '));
  };
  return (
    <div className="grid grid-cols-2 gap-2">
      <CustomerNameField onPick={pick} />
      <FormField
        name="phoneNumber"
        label={t('receipt.phoneNumber')}
        type="tel"
        placeholder={t('receipt.phonePlaceholder')}
        onChange={() => setValue('customerId', null)}
      />
    </div>
  );
}

/**
 * What a counter rarely changes, folded away (today's date is filled in): address, date, waiter, country and
 * the thank-you message. It opens by itself when a field in it needs fixing.
 */
export function OrderDetails({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="rounded-md border border-slate-200"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 pointer-coarse:min-h-11 pointer-coarse:py-3">
        {t('receipt.details')}
      </summary>
      <div className="grid grid-cols-2 gap-2 px-3 pb-3">
        <FormField name="address" label={t('receipt.address')} wrapperClassName="col-span-2" />
        <FormField name="issueDate" label={t('receipt.date')} type="date" />
        <FormField name="waiter" label={t('receipt.waiter')} />
        <FormField name="buyerBin" label={t('receipt.buyerBin')} inputMode="numeric" autoComplete="off" />
        <FormField name="country" label={t('receipt.country')} readOnly wrapperClassName="col-span-2" />
        <FormField
          as="textarea"
          name="additionalNotes"
          label={t('receipt.thankYou')}
          rows={2}
          wrapperClassName="col-span-2"
        />
      </div>
    </details>
  );
}
