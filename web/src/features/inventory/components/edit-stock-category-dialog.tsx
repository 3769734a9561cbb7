import { categoryNameSchema } from '@dastarkhan/contract/categories';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useRenameStockCategory } from '../api/rename-stock-category';

/** The contract's rule for a category's name: the one field a rename here changes. */
const renameSchema = z.object({ name: categoryNameSchema });

/** 'Rename Meat': mounted per category, starting from its name. */
export function RenameStockCategoryDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const rename = useRenameStockCategory();
  return (
    <Dialog
      open
      title={t('stockCategories.renameTitle', { name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={rename.isPending}>
            {rename.isPending ? t('common.saving') : t('common.saveChanges')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        schema={renameSchema}
        defaultValues={{ name }}
        onSubmit={async (values) => {
          const renamed = await rename.mutateAsync({ from: name, to: values.name });
          toast.success(t('stockCategories.renamed', { from: name, to: renamed.name }));
          onClose();
        }}
      >
        <ErrorAlert message={failureMessage(rename.error, t('stockCategories.renameFailed'))} />
        <FormField name="name" label={t('stockCategories.name')} autoComplete="off" />
      </Form>
    </Dialog>
  );
}
