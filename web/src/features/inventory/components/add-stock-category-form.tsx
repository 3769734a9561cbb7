import '../../../lib/i18n/names-words';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Form, FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateStockCategory } from '../api/create-stock-category';
import { stockCategoryFormSchema } from '../stock-forms';

const BLANK = { name: '', nameBn: '' };

/** The new category's name and, when given, its Bangla name: it goes at the end of the list. */
export function AddStockCategoryForm() {
  const { t } = useTranslation();
  const create = useCreateStockCategory();
  return (
    <Form
      schema={stockCategoryFormSchema}
      defaultValues={BLANK}
      onSubmit={async (category, form) => {
        const added = await create.mutateAsync(category);
        toast.success(t('stockCategories.added', { name: added.name }));
        form.reset(BLANK);
      }}
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <ErrorAlert message={failureMessage(create.error, t('stockCategories.addFailed'))} />
      <div className="flex flex-wrap items-start gap-3">
        <FormField
          name="name"
          label={t('stockCategories.newName')}
          autoComplete="off"
          wrapperClassName="min-w-56 flex-1"
        />
        <FormField
          name="nameBn"
          label={t('banglaName.label')}
          placeholder={t('banglaName.categoryPlaceholder')}
          lang="bn"
          autoComplete="off"
          wrapperClassName="min-w-56 flex-1"
        />
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? t('stockCategories.adding') : t('stockCategories.add')}
        </Button>
      </div>
    </Form>
  );
}
