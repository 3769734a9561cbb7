import type { Recipe } from '@dastarkhan/contract/recipes';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMenu, type MenuSection } from '../api/get-menu';

function MenuTable({
  title,
  sections,
  onAdd,
}: {
  title: string;
  sections: MenuSection[];
  onAdd: (r: Recipe) => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody>
          {sections.map((section) => (
            <MenuRows key={section.category ?? ''} section={section} onAdd={onAdd} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MenuRows({ section, onAdd }: { section: MenuSection; onAdd: (r: Recipe) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <tr className="bg-slate-100">
        <th colSpan={3} scope="colgroup" className="px-3 py-1.5 text-left font-semibold text-slate-700">
          {section.category ?? t('receipt.otherDishes')}
        </th>
      </tr>
      {section.recipes.map((recipe) => (
        <tr key={recipe._id} className="border-t border-slate-100">
          <td className="px-3 py-1.5">{recipe.name}</td>
          <td className="px-3 py-1.5 text-right whitespace-nowrap">{formatTaka(recipe.price)}</td>
          <td className="px-2 py-1 text-right">
            <button
              type="button"
              aria-label={t('receipt.addNamed', { name: recipe.name })}
              onClick={() => onAdd(recipe)}
              className="rounded bg-brand-600 px-2 py-0.5 text-xs font-medium text-white hover:bg-brand-700"
            >
              {t('receipt.addDish')}
            </button>
          </td>
        </tr>
      ))}
    </>
  );
}

/** Available dishes grouped by category: Polao, Desert & Drinks and Other on the right (SPEC §2). */
export function MenuGrid({ onAdd }: { onAdd: (recipe: Recipe) => void }) {
  const { t } = useTranslation();
  const menu = useMenu();
  if (menu.isPending) return <Spinner label={t('receipt.menuLoading')} />;
  if (menu.isError)
    return (
      <ErrorPanel
        title={t('receipt.menuLoadError')}
        message={errorMessage(menu.error, t('receipt.menuLoadFailed'))}
        onRetry={() => void menu.refetch()}
      />
    );
  if (menu.data.left.length + menu.data.right.length === 0)
    return <p className="text-sm text-slate-500">{t('receipt.menuEmpty')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MenuTable title={t('receipt.menuLeft')} sections={menu.data.left} onAdd={onAdd} />
      <MenuTable title={t('receipt.menuRight')} sections={menu.data.right} onAdd={onAdd} />
    </div>
  );
}
