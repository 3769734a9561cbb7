import { categoryNameSchema } from '@dastarkhan/contract/categories';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useRenameStockCategory } from '../api/rename-stock-category';

/** The contract's rule for a category's name: the one field a rename here changes. */
const renameSchema = z.object({ name: categoryNameSchema });
type Rename = z.input<typeof renameSchema>;

/** 'Rename Meat': mounted per category, starting from its name. */
export function RenameStockCategoryDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const rename = useRenameStockCategory();
  const form = useForm<Rename, unknown, z.output<typeof renameSchema>>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const renamed = await rename.mutateAsync({ from: name, to: values.name });
    toast.success(t('stockCategories.renamed', { from: name, to: renamed.name }));
    onClose();
  });

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
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
          <ErrorAlert message={failureMessage(rename.error, t('stockCategories.renameFailed'))} />
          <FormField name="name" label={t('stockCategories.name')} autoComplete="off" />
        </form>
      </FormProvider>
    </Dialog>
  );
}
