import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { FormDialog, SaveChangesFooter } from '../../../components/ui/form-dialog';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateRecipeCategory } from '../api/change-recipe-categories';
import { menuCategoryChanges, menuCategoryFormSchema, menuCategoryToForm } from '../menu-category-form';
import { MenuCategoryFields } from './menu-category-fields';

type EditMenuCategoryDialogProps = { category: RecipeCategory; onClose: () => void };

/** 'Edit Kacchi': mounted per category, starting from its names, column and position. */
export function EditMenuCategoryDialog({ category, onClose }: EditMenuCategoryDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateRecipeCategory();
  return (
    <FormDialog
      open
      title={t('menuCategories.editTitle', { name: category.name })}
      onClose={onClose}
      schema={menuCategoryFormSchema}
      defaultValues={menuCategoryToForm(category)}
      error={failureMessage(update.error, t('menuCategories.saveFailed'))}
      onSubmit={async (values) => {
        const changes = menuCategoryChanges(category, values);
        if (Object.keys(changes).length > 0) {
          const saved = await update.mutateAsync({ name: category.name, changes });
          toast.success(t('menuCategories.saved', { name: saved.name }));
        }
        onClose();
      }}
      footer={<SaveChangesFooter onCancel={onClose} saving={update.isPending} />}
    >
      <MenuCategoryFields adding={false} />
    </FormDialog>
  );
}
