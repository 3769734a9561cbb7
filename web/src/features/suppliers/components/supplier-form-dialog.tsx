import { supplierBodySchema, type Supplier } from '@dastarkhan/contract/suppliers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateSupplier, useUpdateSupplier } from '../api/suppliers';

/** Adds a supplier (then opens its page), or edits one's record when `supplier` is given. */
export function SupplierFormDialog({ supplier }: { supplier?: Supplier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?._id ?? '');
  const saving = supplier ? update : create;
  return (
    <>
      <Button variant={supplier ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {supplier ? t('suppliers.form.edit') : t('suppliers.list.add')}
      </Button>
      <FormDialog
        open={open}
        title={
          supplier ? t('suppliers.form.editTitle', { name: supplier.name }) : t('suppliers.form.addTitle')
        }
        onClose={() => setOpen(false)}
        schema={supplierBodySchema}
        defaultValues={{
          name: supplier?.name ?? '',
          phone: supplier?.phone ?? '',
          address: supplier?.address ?? '',
          notes: supplier?.notes ?? '',
        }}
        error={failureMessage(saving.error, t('suppliers.form.saveFailed'))}
        onSubmit={async (values) => {
          const saved = supplier ? await update.mutateAsync(values) : await create.mutateAsync(values);
          toast.success(t('suppliers.form.saved'));
          setOpen(false);
          if (!supplier) void navigate(`/dashboard/suppliers/${saved._id}`);
        }}
        footer={
          <Button type="submit" disabled={saving.isPending}>
            {t('suppliers.form.save')}
          </Button>
        }
      >
        <div className="space-y-3">
          <FormField name="name" label={t('suppliers.form.name')} maxLength={100} />
          <FormField name="phone" label={t('suppliers.form.phone')} maxLength={30} inputMode="tel" />
          <FormField name="address" label={t('suppliers.form.address')} maxLength={200} />
          <FormField name="notes" as="textarea" label={t('suppliers.form.notes')} maxLength={1000} />
        </div>
      </FormDialog>
    </>
  );
}
