import type { Recipe, RecipeCategory } from '@dastarkhan/contract/recipes';
import { useId } from 'react';
import { toast } from '../../../components/ui/toasts';
import { Dialog } from '../../../components/ui/dialog';
import { Form } from '../../../components/ui/form-field';
import { SaveChangesFooter } from '../../../components/ui/form-dialog';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateRecipe } from '../api/update-recipe';
import { editRecipeFormSchema, recipeToForm, type RecipeFormOutput } from '../recipe-form';
import { RecipeFields } from './recipe-fields';

type RecipeEditDialogProps = { recipe: Recipe; categories: RecipeCategory[]; onClose: () => void };

/** The 'Edit Recipe' modal; mounted per recipe so its form starts from that recipe's values. */
export function RecipeEditDialog({ recipe, categories, onClose }: RecipeEditDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const updateMutation = useUpdateRecipe();

  const onSubmit = (patch: RecipeFormOutput) =>
    updateMutation.mutate(
      { id: recipe._id, patch },
      {
        onSuccess: () => {
          toast.success(t('recipes.updated'));
          onClose();
        },
      },
    );

  return (
    <Dialog
      open
      title={t('recipes.editTitle')}
      onClose={onClose}
      size="lg"
      error={failureMessage(updateMutation.error, t('recipes.updateFailed'))}
      footer={<SaveChangesFooter onCancel={onClose} saving={updateMutation.isPending} form={formId} />}
    >
      <Form
        id={formId}
        schema={editRecipeFormSchema}
        defaultValues={recipeToForm(recipe)}
        onSubmit={onSubmit}
      >
        <RecipeFields categories={categories} imageRequired={false} />
      </Form>
    </Dialog>
  );
}
