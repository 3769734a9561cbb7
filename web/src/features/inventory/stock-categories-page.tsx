import '../../lib/i18n/names-words';
import type { StockCategory } from '@dastarkhan/contract/inventory';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useConfirmedDeletion } from '../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { actionsColumn, EditAndDelete } from '../../components/ui/row-actions';
import { errorMessage } from '../../lib/api-client';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useDeleteStockCategory } from './api/delete-stock-category';
import { useStockCategories } from './api/get-stock-categories';
import { AddStockCategoryForm } from './components/add-stock-category-form';
import { EditStockCategoryDialog } from './components/edit-stock-category-dialog';

type RowActions = {
  onEdit: (category: StockCategory) => void;
  onDelete: (category: StockCategory) => void;
};

const categoryColumns = (t: TFunction, { onEdit, onDelete }: RowActions): Column<StockCategory>[] => [
  {
    header: t('stockCategories.name'),
    cell: (category) => <span className="font-medium text-slate-800">{category.name}</span>,
  },
  {
    header: t('banglaName.label'),
    cell: (category) => category.nameBn && <span lang="bn">{category.nameBn}</span>,
  },
  actionsColumn(t, (category) => (
    <EditAndDelete name={category.name} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
  )),
];

/**
 * The stock categories the admin keeps (ADR 0132): add one, rename one (its items follow) or give it its Bangla
 * name (issue 36), delete an unused one.
 */
export function StockCategoriesPage() {
  const { t } = useTranslation();
  const categories = useStockCategories();
  const deleteCategory = useConfirmedDeletion(useDeleteStockCategory());
  const [editing, setEditing] = useState<StockCategory>();

  const remove = ({ name }: StockCategory) =>
    deleteCategory(name, {
      question: t('stockCategories.confirmDelete', { name }),
      done: t('stockCategories.deleted', { name }),
      failed: (message) => t('stockCategories.deleteFailed', { message }),
    });

  return (
    <>
      <PageHeader
        title={t('stockCategories.title')}
        actions={
          <Link to="/dashboard/inventory" className={buttonClasses('secondary')}>
            {t('stockCategories.back')}
          </Link>
        }
      >
        {t('stockCategories.intro')}
      </PageHeader>
      <AddStockCategoryForm />
      {categories.isError ? (
        <ErrorPanel
          title={t('stockCategories.loadFailed')}
          message={errorMessage(categories.error, t('stockCategories.loadFailed'))}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <DataTable
          caption={t('stockCategories.caption')}
          rows={categories.data ?? []}
          rowKey={(category) => category.name}
          loading={categories.isPending}
          empty={t('stockCategories.empty')}
          columns={categoryColumns(t, {
            onEdit: setEditing,
            onDelete: (category) => void remove(category),
          })}
        />
      )}
      {editing !== undefined && (
        <EditStockCategoryDialog category={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
