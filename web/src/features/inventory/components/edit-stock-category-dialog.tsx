import '../../../lib/i18n/names-words';
import type { StockCategory } from '@dastarkhan/contract/inventory';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Form, FormField } from '../../../components/ui/form-field';
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
  const formId = useId();
  const update = useUpdateStockCategory();
  const { name } = category;
  return (
    <Dialog
      open
      title={t('common.editNamed', { name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending ? t('common.saving') : t('common.saveChanges')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        schema={stockCategoryFormSchema}
        defaultValues={{ name, nameBn: category.nameBn ?? '' }}
        onSubmit={async (values) => {
          const changes = {
            ...(values.name === name ? {} : { name: values.name }),
            ...(values.nameBn === category.nameBn ? {} : { nameBn: values.nameBn }),
          };
          if (Object.keys(changes).length === 0) return onClose();
          const saved = await update.mutateAsync({ name, changes });
          toast.success(
            saved.name === name
              ? t('stockCategories.saved', { name })
              : t('stockCategories.renamed', { from: name, to: saved.name }),
          );
          onClose();
        }}
        className="space-y-4"
      >
        <ErrorAlert message={failureMessage(update.error, t('stockCategories.saveFailed'))} />
        <FormField name="name" label={t('stockCategories.name')} autoComplete="off" />
        <FormField name="nameBn" label={t('banglaName.label')} lang="bn" autoComplete="off" />
      </Form>
    </Dialog>
  );
}
