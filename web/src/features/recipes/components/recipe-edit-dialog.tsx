import type { Recipe, RecipeCategory } from '@dastarkhan/contract/recipes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateRecipe } from '../api/update-recipe';
import {
  editRecipeFormSchema,
  recipeToForm,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../recipe-form';
import { RecipeFields } from './recipe-fields';

type RecipeEditDialogProps = { recipe: Recipe; categories: RecipeCategory[]; onClose: () => void };

/** The 'Edit Recipe' modal; mounted per recipe so its form starts from that recipe's values. */
export function RecipeEditDialog({ recipe, categories, onClose }: RecipeEditDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const updateMutation = useUpdateRecipe();
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(editRecipeFormSchema),
    defaultValues: recipeToForm(recipe),
  });

  const onSubmit = form.handleSubmit((patch) =>
    updateMutation.mutate(
      { id: recipe._id, patch },
      {
        onSuccess: () => {
          toast.success(t('recipes.updated'));
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      title={t('recipes.editTitle')}
      onClose={onClose}
      size="lg"
      error={failureMessage(updateMutation.error, t('recipes.updateFailed'))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={updateMutation.isPending}>
            {updateMutation.isPending ? t('common.saving') : t('common.saveChanges')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <RecipeFields categories={categories} imageRequired={false} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
