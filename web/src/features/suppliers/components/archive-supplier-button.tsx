import type { Supplier } from '@dastarkhan/contract/suppliers';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateSupplier } from '../api/suppliers';

/** A supplier is archived, never deleted: what they are owed and their statement stay; it can be restored. */
export function ArchiveSupplierButton({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdateSupplier(supplier._id);
  const toggle = async () => {
    const archive = !supplier.archived;
    if (archive) {
      const sure = await confirm(t('suppliers.form.confirmArchive', { name: supplier.name }), {
        confirmLabel: t('suppliers.form.archive'),
      });
      if (!sure) return;
    }
    try {
      await update.mutateAsync({ archived: archive });
      toast.success(archive ? t('suppliers.form.archived') : t('suppliers.form.restored'));
    } catch (error) {
      toast.error(errorMessage(error, t('suppliers.form.saveFailed')));
    }
  };
  return (
    <Button variant={supplier.archived ? 'secondary' : 'ghost-danger'} onClick={() => void toggle()}>
      {supplier.archived ? t('suppliers.form.restore') : t('suppliers.form.archive')}
    </Button>
  );
}
