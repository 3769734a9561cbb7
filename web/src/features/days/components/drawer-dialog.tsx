import { DRAWER_KINDS, drawerMovementInputSchema } from '@dastarkhan/contract/days';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useAddMovement, useSupplierDues } from '../api/days';

const drawerFormSchema = drawerMovementInputSchema.extend({
  amount: typedNumber('days.drawer.amountRequired', drawerMovementInputSchema.shape.amount),
  // The select's empty choice: no supplier, a pay-out booked as an extra cost.
  itemId: z
    .union([z.literal(''), drawerMovementInputSchema.shape.itemId.unwrap()])
    .transform((id) => id || undefined),
});

/** The stock items whose supplier is owed: a pay-out may pay one instead of booking an extra cost. */
function SupplierSelect({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const suppliers = useSupplierDues(open);
  return (
    <FormField name="itemId" as="select" label={t('days.drawer.supplier')}>
      <option value="">{t('days.drawer.noSupplier')}</option>
      {(suppliers.data ?? []).map((owed) => (
        <option key={owed.itemId} value={owed.itemId}>
          {t('days.drawer.supplierOption', { ...owed, due: formatTaka(owed.due) })}
        </option>
      ))}
    </FormField>
  );
}

/**
 * Money into or out of the drawer, with why: a pay-out is also booked as an extra cost, unless it pays a stock
 * item's supplier, which lowers what the item owes instead.
 */
export function DrawerDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const add = useAddMovement();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('days.drawer.add')}
      </Button>
      <FormDialog
        open={open}
        title={t('days.drawer.dialogTitle')}
        onClose={() => setOpen(false)}
        schema={drawerFormSchema}
        defaultValues={{ kind: DRAWER_KINDS[1], amount: '', reason: '', itemId: '' }}
        error={failureMessage(add.error, t('days.drawer.saveFailed'))}
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          toast.success(t('days.drawer.saved'));
          setOpen(false);
        }}
        footer={
          <Button type="submit" disabled={add.isPending}>
            {t('days.drawer.save')}
          </Button>
        }
      >
        <div className="space-y-3">
          <FormField name="kind" as="select" label={t('days.drawer.kind')}>
            {DRAWER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`days.drawer.kinds.${kind}`)}
              </option>
            ))}
          </FormField>
          <FormField
            name="amount"
            label={t('days.drawer.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
          <FormField name="reason" label={t('days.drawer.reason')} maxLength={200} />
          <SupplierSelect open={open} />
        </div>
      </FormDialog>
    </>
  );
}
