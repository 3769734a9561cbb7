import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateRecipe } from '../api/create-recipe';
import {
  createRecipeFormSchema,
  EMPTY_RECIPE_FORM,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../recipe-form';
import { RecipeFields } from './recipe-fields';

export function RecipeCreateForm({ categories }: { categories: RecipeCategory[] }) {
  const createMutation = useCreateRecipe();
  const { register, handleSubmit, formState, reset } = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(createRecipeFormSchema),
    defaultValues: EMPTY_RECIPE_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const recipe = await createMutation.mutateAsync(values);
      toast.success(`${recipe.name} added to the menu.`);
      reset(EMPTY_RECIPE_FORM);
    } catch (error) {
      toast.error(errorMessage(error, 'Error saving recipe'));
    }
  });

  return (
    <section aria-labelledby="add-recipe-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="add-recipe-title" className="mb-4 text-lg font-semibold text-slate-800">
        Add New Recipe
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add New Recipe">
        <RecipeFields register={register} errors={formState.errors} categories={categories} imageRequired />
        <div className="mt-4 flex justify-end">
          <Button type="submit" disabled={createMutation.isPending}>
            {createMutation.isPending ? 'Saving...' : 'Add Recipe'}
          </Button>
        </div>
      </form>
    </section>
  );
}
