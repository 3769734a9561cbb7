import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { Form, type FormMethods } from '../../../components/ui/form-field';
import { FormActions } from '../../../components/ui/form-actions';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateRecipe } from '../api/create-recipe';
import {
  createRecipeFormSchema,
  EMPTY_RECIPE_FORM,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../recipe-form';
import { RecipeFields } from './recipe-fields';

export function RecipeCreateForm({ categories }: { categories: RecipeCategory[] }) {
  const { t } = useTranslation();
  const createMutation = useCreateRecipe();

  const onSubmit = (values: RecipeFormOutput, form: FormMethods<RecipeFormValues, RecipeFormOutput>) =>
    createMutation.mutate(values, {
      onSuccess: (recipe) => {
        toast.success(t('recipes.added', { name: recipe.name }));
        form.reset(EMPTY_RECIPE_FORM);
      },
    });

  return (
    <section aria-labelledby="add-recipe-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="add-recipe-title" className="mb-4 text-lg font-semibold text-slate-800">
        {t('recipes.addTitle')}
      </h2>
      <Form
        schema={createRecipeFormSchema}
        defaultValues={EMPTY_RECIPE_FORM}
        onSubmit={onSubmit}
        aria-label={t('recipes.addTitle')}
      >
        <RecipeFields categories={categories} imageRequired />
        <div className="mt-4">
          <FormActions error={failureMessage(createMutation.error, t('recipes.saveFailed'))}>
            <Button type="submit" disabled={createMutation.isPending}>
              {createMutation.isPending ? t('common.saving') : t('recipes.add')}
            </Button>
          </FormActions>
        </div>
      </Form>
    </section>
  );
}
