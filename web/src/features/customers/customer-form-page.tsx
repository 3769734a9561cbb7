import '../../lib/i18n/accounts-words';
import { creditLimitField } from '@dastarkhan/contract/accounts';
import { optionalText } from '@dastarkhan/contract/common';
import { customerBodySchema, type Customer } from '@dastarkhan/contract/customers';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { z } from 'zod';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Form, FormField } from '../../components/ui/form-field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useCreateCustomer } from './api/create-customer';
import { useCustomer } from './api/get-customer';
import { useUpdateCustomer } from './api/update-customer';

// The same rules as the API (phone normalised, email optional), plus the one address part the form shows; an
// empty credit limit is none (issue 35).
const customerFormSchema = customerBodySchema
  .pick({ name: true, phone: true, email: true, notes: true })
  .extend({
    street: optionalText(200),
    creditLimit: z
      .string()
      .trim()
      .transform((typed) => (typed === '' ? null : Number(typed)))
      .pipe(creditLimitField.unwrap()),
  });
type CustomerFormInput = z.input<typeof customerFormSchema>;
type CustomerFormOutput = z.output<typeof customerFormSchema>;

const EMPTY_FORM: CustomerFormInput = {
  name: '',
  phone: '',
  email: '',
  street: '',
  notes: '',
  creditLimit: '',
};

function toFormValues(customer: Customer): CustomerFormInput {
  const { name, phone, email, notes, creditLimit } = customer;
  const limit = creditLimit === null ? '' : String(creditLimit);
  return { name, phone, email, notes, street: customer.address.street, creditLimit: limit };
}

/** SPEC §2 "Customer form": /dashboard/customers adds, /dashboard/customers/:id edits. */
export function CustomerFormPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const saving = createCustomer.isPending || updateCustomer.isPending;
  const saveError = createCustomer.error ?? updateCustomer.error;

  const onSubmit = async ({ street, ...values }: CustomerFormOutput) => {
    const body = { ...values, address: { street } };
    if (id) await updateCustomer.mutateAsync({ id, body });
    else await createCustomer.mutateAsync(body);
    toast.success(t('customers.form.saved'));
    navigate('/dashboard/users');
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={id ? t('customers.form.editTitle') : t('customers.form.addTitle')}
        actions={
          <>
            {id && (
              <Link to={`/dashboard/customers/${id}/account`} className={buttonClasses('secondary')}>
                {t('accounts.form.account')}
              </Link>
            )}
            <Link to="/dashboard/users" className={buttonClasses('secondary')}>
              {t('customers.form.back')}
            </Link>
          </>
        }
      />
      <ErrorAlert message={failureMessage(customer.error, t('customers.form.loadFailed'))} />
      {id && customer.isPending ? (
        <Spinner label={t('customers.form.loading')} />
      ) : (
        <Form
          schema={customerFormSchema}
          values={customer.data ? toFormValues(customer.data) : EMPTY_FORM}
          onSubmit={onSubmit}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <FormField name="name" label={t('customers.form.name')} autoComplete="off" />
          <FormField
            name="phone"
            label={t('customers.form.phone')}
            type="tel"
            autoComplete="off"
            placeholder={t('customers.form.phonePlaceholder')}
          />
          <FormField name="email" label={t('customers.form.email')} type="email" autoComplete="off" />
          <FormField name="street" label={t('customers.form.street')} autoComplete="off" />
          <FormField
            name="creditLimit"
            label={t('accounts.form.creditLimit')}
            hint={t('accounts.form.creditLimitHint')}
            inputMode="decimal"
            autoComplete="off"
          />
          <FormField as="textarea" name="notes" label={t('customers.form.notes')} rows={3} />
          <FormActions
            error={failureMessage(saveError, t('customers.form.saveFailed'))}
            className="flex justify-end gap-2 pt-2"
          >
            <Link to="/customers" className={buttonClasses('secondary')}>
              {t('common.cancel')}
            </Link>
            <Button type="submit" disabled={saving || (Boolean(id) && customer.isError)}>
              {saving ? t('common.saving') : t('customers.form.save')}
            </Button>
          </FormActions>
        </Form>
      )}
    </div>
  );
}
