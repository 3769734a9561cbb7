import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form-field';
import { FormActions } from '../../../components/ui/form-actions';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateRecipeCategory } from '../api/change-recipe-categories';
import { EMPTY_MENU_CATEGORY, menuCategoryFormSchema } from '../menu-category-form';
import { MenuCategoryFields } from './menu-category-fields';

/** 'New category': its names, its column and, if not after the last, its position. */
export function AddMenuCategoryForm() {
  const { t } = useTranslation();
  const create = useCreateRecipeCategory();
  return (
    <div className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="new-menu-category" className="mb-3 text-lg font-semibold text-slate-800">
        {t('menuCategories.newTitle')}
      </h2>
      <Form
        schema={menuCategoryFormSchema}
        defaultValues={EMPTY_MENU_CATEGORY}
        aria-labelledby="new-menu-category"
        onSubmit={async (values, form) => {
          const added = await create.mutateAsync(values);
          toast.success(t('menuCategories.added', { name: added.name }));
          form.reset(EMPTY_MENU_CATEGORY);
        }}
        className="space-y-4"
      >
        <MenuCategoryFields adding />
        <FormActions error={failureMessage(create.error, t('menuCategories.addFailed'))}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('menuCategories.adding') : t('menuCategories.add')}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
