import { SUPPLIER_TENDERS, type SupplierDetail } from '@dastarkhan/contract/suppliers';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePaySupplier } from '../api/suppliers';
import { BLANK_PAYMENT, payFormSchema } from '../pay-form';

/** Cash comes out of the drawer: said beside the tender, so nobody counts it twice. */
function CashNote() {
  const { t } = useTranslation();
  const method = useWatch({ name: 'method' }) as string;
  return method === SUPPLIER_TENDERS[0] ? (
    <p className="text-sm text-slate-600">{t('suppliers.pay.cashNote')}</p>
  ) : null;
}

/** "Pay supplier": amount, tender, reference and note; the server applies it to the oldest intakes first. */
export function PaySupplierDialog({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pay = usePaySupplier(supplier._id);
  // One key per opening of the form: a retry of the same submit is the same payment.
  const [key, setKey] = useState(() => crypto.randomUUID());
  return (
    <>
      <Button
        onClick={() => {
          setKey(crypto.randomUUID());
          setOpen(true);
        }}
        disabled={supplier.payable <= 0}
      >
        {t('suppliers.pay.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('suppliers.pay.title', { name: supplier.name })}
        onClose={() => setOpen(false)}
        schema={payFormSchema}
        defaultValues={BLANK_PAYMENT}
        error={failureMessage(pay.error, t('suppliers.pay.failed'))}
        onSubmit={async (values) => {
          const payment = await pay.mutateAsync({ body: values, idempotencyKey: key });
          toast.success(
            t('suppliers.pay.saved', { number: payment.number, amount: formatTaka(payment.amount) }),
          );
          setOpen(false);
        }}
        footer={
          <Button type="submit" disabled={pay.isPending}>
            {t('suppliers.pay.submit')}
          </Button>
        }
      >
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            {t('suppliers.pay.owed', { amount: formatTaka(supplier.payable) })}
          </p>
          <FormField
            name="amount"
            label={t('suppliers.pay.amount')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <FormField name="method" as="select" label={t('suppliers.pay.method')}>
            {SUPPLIER_TENDERS.map((tender) => (
              <option key={tender} value={tender}>
                {t(`suppliers.tenders.${tender}`)}
              </option>
            ))}
          </FormField>
          <CashNote />
          <FormField name="reference" label={t('suppliers.pay.reference')} maxLength={40} />
          <FormField name="note" as="textarea" label={t('suppliers.pay.note')} maxLength={200} />
        </div>
      </FormDialog>
    </>
  );
}
