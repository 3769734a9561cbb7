import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useRecipeCategories } from './api/get-recipe-categories';
import { RecipeCreateForm } from './components/recipe-create-form';
import { RecipeListing } from './components/recipe-listing';

/** /dashboard/recipes: the 'Add New Recipe' form above the listing (SPEC §2 Recipes). */
export function RecipesPage() {
  const categories = useRecipeCategories();
  return (
    <>
      <PageHeader title="Recipes">
        Add dishes to the menu and choose which ones the receipt screen offers.
      </PageHeader>
      {categories.isPending ? (
        <Spinner label="Loading recipes..." />
      ) : categories.isError ? (
        <ErrorPanel
          title="Error loading recipes"
          message={errorMessage(categories.error, 'Failed to load recipe categories')}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <>
          <RecipeCreateForm categories={categories.data} />
          <RecipeListing categories={categories.data} />
        </>
      )}
    </>
  );
}
