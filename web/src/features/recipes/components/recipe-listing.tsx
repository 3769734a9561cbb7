import { recipesQuerySchema, type Recipe, type RecipeCategory } from '@dastarkhan/contract/recipes';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SearchInput, SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteRecipe } from '../api/delete-recipe';
import { useRecipes } from '../api/get-recipes';
import { useUpdateRecipe } from '../api/update-recipe';
import { RecipeCard } from './recipe-card';
import { RecipeEditDialog } from './recipe-edit-dialog';

export function RecipeListing({ categories }: { categories: RecipeCategory[] }) {
  const { page, search, filters, searchInputProps, setPage, setFilters } = useListParams({
    prefix: 'recipes',
    filters: { category: recipesQuerySchema.shape.category.unwrap().catch('') },
  });
  const { category } = filters;
  const recipes = useRecipes({ page, search, category });
  const updateMutation = useUpdateRecipe();
  const deleteMutation = useDeleteRecipe();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Recipe>();

  // SPEC §4: the button sends the opposite value.
  const toggle = (recipe: Recipe) =>
    updateMutation.mutate(
      { id: recipe._id, patch: { isAvailable: !recipe.isAvailable } },
      { onError: () => toast.error('Error updating recipe availability') },
    );

  const remove = async (recipe: Recipe) => {
    if (!(await confirm('Are you sure you want to delete this recipe?', { confirmLabel: 'Delete' }))) return;
    try {
      await deleteMutation.mutateAsync(recipe._id);
      toast.success(`${recipe.name} deleted.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Error deleting recipe'));
    }
  };

  const filtered = Boolean(search || category);

  return (
    <section aria-labelledby="recipe-listing-title" className="mt-8">
      <h2 id="recipe-listing-title" className="mb-4 text-lg font-semibold text-slate-800">
        All The Receipe Listing
      </h2>
      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_16rem]">
        <SearchInput label="Search recipes by name or description" {...searchInputProps} />
        <SelectField
          label={<span className="sr-only">Category filter</span>}
          value={category}
          onChange={(event) => setFilters({ category: event.target.value })}
        >
          <option value="">All Categories</option>
          {categories.map((item) => (
            <option key={item.name} value={item.name}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>

      <PagedList
        query={recipes}
        rowsOf={(data) => data.recipes}
        page={page}
        onPageChange={setPage}
        failure={{ title: 'Error loading recipes', fallback: 'Failed to load recipes' }}
      >
        {(list, loading) =>
          loading ? (
            <Spinner label="Loading recipes..." />
          ) : list.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              <p>No recipes found.</p>
              {!filtered && (
                <Link
                  to="/recipes/new"
                  className="mt-2 inline-block font-medium text-brand-600 hover:underline"
                >
                  Add your first recipe
                </Link>
              )}
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.map((recipe) => (
                <RecipeCard
                  key={recipe._id}
                  recipe={recipe}
                  toggling={updateMutation.isPending && updateMutation.variables?.id === recipe._id}
                  onToggle={() => toggle(recipe)}
                  onEdit={() => setEditing(recipe)}
                  onDelete={() => void remove(recipe)}
                />
              ))}
            </div>
          )
        }
      </PagedList>
      {editing && (
        <RecipeEditDialog recipe={editing} categories={categories} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
