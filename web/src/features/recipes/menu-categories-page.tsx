import '../../lib/i18n/names-words';
import { ENDPOINT_ACCESS, allows } from '@dastarkhan/contract/access';
import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useConfirmedDeletion } from '../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { actionsColumn, EditAndDelete } from '../../components/ui/row-actions';
import { errorMessage } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDeleteRecipeCategory } from './api/change-recipe-categories';
import { useRecipeCategories } from './api/get-recipe-categories';
import { AddMenuCategoryForm } from './components/add-menu-category-form';
import { EditMenuCategoryDialog } from './components/edit-menu-category-dialog';
import { inMenuOrder } from './menu-category-form';

type RowActions = {
  onEdit: (category: RecipeCategory) => void;
  onDelete: (category: RecipeCategory) => void;
};

/** The list's columns; the row actions only for those who may change the menu. */
function categoryColumns(t: TFunction, actions: RowActions | undefined): Column<RecipeCategory>[] {
  const columns: Column<RecipeCategory>[] = [
    {
      header: t('menuCategories.name'),
      cell: (category) => <span className="font-medium text-slate-800">{category.name}</span>,
    },
    {
      header: t('banglaName.label'),
      cell: (category) =>
        category.nameBn ? (
          <span lang="bn">{category.nameBn}</span>
        ) : (
          <span className="text-slate-500">{t('menuCategories.none')}</span>
        ),
    },
    {
      header: t('menuCategories.column'),
      cell: (category) => t(`menuCategories.columns.${category.menuColumn}`),
    },
    {
      header: t('menuCategories.sortOrder'),
      align: 'right',
      cell: (category) => formatNumber(category.sortOrder),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn(t, (category) => (
      <EditAndDelete
        name={category.name}
        onEdit={() => actions.onEdit(category)}
        onDelete={() => actions.onDelete(category)}
      />
    )),
  ];
}

/**
 * The menu's categories (ADR 0006, issue 36): each with its Bangla name, its column and its position, in the
 * counter's order. The admin adds, edits and deletes them; a category dishes still name stays (the server's 409).
 */
export function MenuCategoriesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const changesMenu = allows(ENDPOINT_ACCESS.menu.write, user?.role);
  const categories = useRecipeCategories();
  const deleteCategory = useConfirmedDeletion(useDeleteRecipeCategory());
  const [editing, setEditing] = useState<RecipeCategory>();

  const remove = ({ name }: RecipeCategory) =>
    deleteCategory(name, {
      question: t('menuCategories.confirmDelete', { name }),
      done: t('menuCategories.deleted', { name }),
      failed: (message) => t('menuCategories.deleteFailed', { message }),
    });

  return (
    <>
      <PageHeader
        title={t('menuCategories.title')}
        actions={
          <Link to="/dashboard/recipes" className={buttonClasses('secondary')}>
            {t('menuCategories.back')}
          </Link>
        }
      >
        {t('menuCategories.intro')}
      </PageHeader>
      {changesMenu && <AddMenuCategoryForm />}
      {categories.isError ? (
        <ErrorPanel
          title={t('menuCategories.loadFailed')}
          message={errorMessage(categories.error, t('menuCategories.loadFailed'))}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <DataTable
          caption={t('menuCategories.caption')}
          rows={inMenuOrder(categories.data ?? [])}
          rowKey={(category) => category.name}
          loading={categories.isPending}
          empty={t('menuCategories.empty')}
          columns={categoryColumns(
            t,
            changesMenu ? { onEdit: setEditing, onDelete: (category) => void remove(category) } : undefined,
          )}
        />
      )}
      {editing && <EditMenuCategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
