import '../../lib/i18n/names-words';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useRecipeCategories } from './api/get-recipe-categories';
import { RecipeCreateForm } from './components/recipe-create-form';
import { RecipeListing } from './components/recipe-listing';

/** /dashboard/recipes: the 'Add New Recipe' form above the listing (SPEC §2 Recipes). */
export function RecipesPage() {
  const { t } = useTranslation();
  const categories = useRecipeCategories();
  return (
    <>
      <PageHeader
        title={t('recipes.title')}
        actions={
          <Link to="/dashboard/recipes/categories" className={buttonClasses('secondary')}>
            {t('menuCategories.open')}
          </Link>
        }
      >
        {t('recipes.intro')}
      </PageHeader>
      {categories.isPending ? (
        <Spinner label={t('recipes.loading')} />
      ) : categories.isError ? (
        <ErrorPanel
          title={t('recipes.loadError')}
          message={errorMessage(categories.error, t('recipes.categoriesLoadFailed'))}
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
