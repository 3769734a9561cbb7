import '../../../lib/i18n/names-words';
import type { StockCategory } from '@dastarkhan/contract/inventory';
import { FormDialog, SaveChangesFooter } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateStockCategory } from '../api/update-stock-category';
import { stockCategoryFormSchema } from '../stock-forms';

/**
 * 'Edit Meat': the category's name (a rename, which its items follow) and its Bangla name, mounted per category
 * and starting from both. Only what changed is sent, so a Bangla name alone leaves the name, the key, as it was.
 */
export function EditStockCategoryDialog({
  category,
  onClose,
}: {
  category: StockCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStockCategory();
  const { name } = category;
  return (
    <FormDialog
      open
      title={t('common.editNamed', { name })}
      onClose={onClose}
      schema={stockCategoryFormSchema}
      defaultValues={{ name, nameBn: category.nameBn ?? '' }}
      error={failureMessage(update.error, t('stockCategories.saveFailed'))}
      onSubmit={async (values) => {
        const changes = {
          ...(values.name === name ? {} : { name: values.name }),
          ...(values.nameBn === category.nameBn ? {} : { nameBn: values.nameBn }),
        };
        if (Object.keys(changes).length > 0) {
          const saved = await update.mutateAsync({ name, changes });
          toast.success(
            saved.name === name
              ? t('stockCategories.saved', { name })
              : t('stockCategories.renamed', { from: name, to: saved.name }),
          );
        }
        onClose();
      }}
      footer={<SaveChangesFooter onCancel={onClose} saving={update.isPending} />}
    >
      <div className="space-y-4">
        <FormField name="name" label={t('stockCategories.name')} autoComplete="off" />
        <FormField name="nameBn" label={t('banglaName.label')} lang="bn" autoComplete="off" />
      </div>
    </FormDialog>
  );
}
