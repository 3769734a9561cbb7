import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { recipesQuerySchema, type Recipe, type RecipeCategory } from '@dastarkhan/contract/recipes';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SearchInput, SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useListParams, type SearchInputProps } from '../../../lib/use-list-params';
import { useSession } from '../../../lib/session';
import { useDeleteRecipe } from '../api/delete-recipe';
import { useRecipeCosts } from '../api/get-recipe-costs';
import { useRecipes } from '../api/get-recipes';
import { useUpdateRecipe } from '../api/update-recipe';
import { RecipeCard } from './recipe-card';
import { RecipeBillDialog } from './recipe-bill-dialog';
import { RecipeEditDialog } from './recipe-edit-dialog';
import { TEXT_LINK } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type RecipeFiltersProps = {
  categories: RecipeCategory[];
  category: string;
  searchInputProps: SearchInputProps;
  onCategory: (category: string) => void;
};

function RecipeFilters({ categories, category, searchInputProps, onCategory }: RecipeFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 grid gap-3 md:grid-cols-[1fr_16rem]">
      <SearchInput label={t('recipes.search')} {...searchInputProps} />
      <SelectField
        label={<span className="sr-only">{t('recipes.categoryFilter')}</span>}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
      >
        <option value="">{t('common.allCategories')}</option>
        {categories.map((item) => (
          <option key={item.name} value={item.name}>
            {item.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** No dish yet, or none that matches: the first one is a link away unless a filter hides the rest. */
function NoRecipes({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      <p>{t('recipes.empty')}</p>
      {!filtered && (
        <Link to="/recipes/new" className={cn(TEXT_LINK, 'mt-2 font-medium')}>
          {t('recipes.addFirst')}
        </Link>
      )}
    </div>
  );
}

export function RecipeListing({ categories }: { categories: RecipeCategory[] }) {
  const { t } = useTranslation();
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
  const [billing, setBilling] = useState<Recipe>();
  // Every dish's cost in one request, for those who may see the owner's figures (issue 16).
  const { user } = useSession();
  const seesCosts = allows(ENDPOINT_ACCESS.recipeCosts, user?.role);
  const costs = useRecipeCosts(seesCosts);
  const costOf = new Map(costs.data?.costs.map((cost) => [cost.recipeId, cost]));

  // SPEC §4: the button sends the opposite value.
  const toggle = (recipe: Recipe) =>
    updateMutation.mutate(
      { id: recipe._id, patch: { isAvailable: !recipe.isAvailable } },
      { onError: () => toast.error(t('recipes.availabilityFailed')) },
    );

  const remove = async (recipe: Recipe) => {
    if (!(await confirm(t('recipes.confirmDelete'), { confirmLabel: t('common.delete') }))) return;
    try {
      await deleteMutation.mutateAsync(recipe._id);
      toast.success(t('recipes.deleted', { name: recipe.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('recipes.deleteFailed')));
    }
  };

  const filtered = Boolean(search || category);

  return (
    <section aria-labelledby="recipe-listing-title" className="mt-8">
      <h2 id="recipe-listing-title" className="mb-4 text-lg font-semibold text-slate-800">
        {t('recipes.listing')}
      </h2>
      <RecipeFilters
        categories={categories}
        category={category}
        searchInputProps={searchInputProps}
        onCategory={(value) => setFilters({ category: value })}
      />

      {costs.isError && (
        <div className="mb-4">
          <ErrorAlert message={failureMessage(costs.error, t('recipes.cost.loadFailed'))} />
        </div>
      )}
      <PagedList
        query={recipes}
        rowsOf={(data) => data.recipes}
        page={page}
        onPageChange={setPage}
        failure={{ title: t('recipes.loadError'), fallback: t('recipes.loadFailed') }}
      >
        {(list, loading) =>
          loading ? (
            <Spinner label={t('recipes.loading')} />
          ) : list.length === 0 ? (
            <NoRecipes filtered={filtered} />
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
                  costs={
                    seesCosts
                      ? {
                          cost: costOf.get(recipe._id),
                          thresholdPercent: costs.data?.thresholdPercent ?? 0,
                          onBill: () => setBilling(recipe),
                        }
                      : undefined
                  }
                />
              ))}
            </div>
          )
        }
      </PagedList>
      {billing && (
        <RecipeBillDialog
          recipe={billing}
          dishes={costs.data?.costs ?? []}
          onClose={() => setBilling(undefined)}
        />
      )}
      {editing && (
        <RecipeEditDialog recipe={editing} categories={categories} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
