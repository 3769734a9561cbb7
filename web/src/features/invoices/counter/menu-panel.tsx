import type { Recipe } from '@dastarkhan/contract/recipes';
import { useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMenu, type MenuSection } from '../api/get-menu';
import { searchable, searchMenu } from './menu-search';

/** What the search box's own keys do besides typing (the counter's keyboard, see shortcuts-help.tsx). */
export type SearchKeys = {
  /** `+` / `-`: one more or one less of the last line. */
  onStep: (delta: 1 | -1) => void;
  /** `%`: the discount, in percent. */
  onPercent: () => void;
};

type MenuPanelProps = SearchKeys & {
  onAdd: (recipe: Recipe) => void;
  /** How many of each dish the order holds, by recipe id, shown on its tile. */
  counts: ReadonlyMap<string, number>;
  searchRef: Ref<HTMLInputElement>;
};

const ALL = '';

/**
 * With a mouse and keyboard the order starts in Search menu (`n` on the receipts list, then the dish's code);
 * on a touch screen a focused box would open the on-screen keyboard over the menu, so nothing is focused.
 */
const startsInSearch = () => window.matchMedia('(pointer: fine)').matches;

function DishTile({ recipe, count, onAdd }: { recipe: Recipe; count: number; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onAdd}
      aria-label={t('receipt.dishLabel', { name: recipe.name, price: formatTaka(recipe.price) })}
      className="relative flex min-h-16 flex-col items-start justify-between rounded-lg border border-slate-200 bg-white p-2 text-left shadow-sm hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 active:bg-brand-100"
    >
      <span className="line-clamp-2 text-sm leading-tight font-medium text-slate-800">{recipe.name}</span>
      <span className="mt-1 flex w-full items-end justify-between gap-1 text-xs">
        <span className="font-semibold text-slate-700">{formatTaka(recipe.price)}</span>
        {recipe.code && <span className="rounded bg-slate-100 px-1 text-slate-500">{recipe.code}</span>}
      </span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-2 -right-2 min-w-6 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-6 font-semibold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}

/**
 * The counter's menu: Search menu (name or short code), category tabs in the columns' order (left, then
 * right: SPEC §2's two tables, ADR 0086), and a grid of dishes to tap, one more per tap.
 */
export function MenuPanel({ onAdd, counts, searchRef, onStep, onPercent }: MenuPanelProps) {
  const { t } = useTranslation();
  const menu = useMenu();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(ALL);
  const sections = useMemo<MenuSection[]>(
    () => (menu.data ? [...menu.data.left, ...menu.data.right] : []),
    [menu.data],
  );
  const dishes = useMemo(() => searchable(sections.flatMap((section) => section.recipes)), [sections]);
  const matches = useMemo(() => searchMenu(dishes, query), [dishes, query]);

  if (menu.isPending) return <Spinner label={t('receipt.menuLoading')} />;
  if (menu.isError)
    return (
      <ErrorPanel
        title={t('receipt.menuLoadError')}
        message={errorMessage(menu.error, t('receipt.menuLoadFailed'))}
        onRetry={() => void menu.refetch()}
      />
    );
  if (dishes.length === 0) return <p className="text-sm text-slate-500">{t('receipt.menuEmpty')}</p>;

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && query.trim() !== '') {
      // Enter adds the best match; with nothing typed it goes on to the form, which opens Charge.
      event.preventDefault();
      if (matches[0]) onAdd(matches[0]);
      setQuery('');
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      onStep(event.key === '+' ? 1 : -1);
    } else if (event.key === '%') {
      event.preventDefault();
      onPercent();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  const searching = query.trim() !== '';
  const tile = (recipe: Recipe) => (
    <DishTile
      key={recipe._id}
      recipe={recipe}
      count={counts.get(recipe._id) ?? 0}
      onAdd={() => onAdd(recipe)}
    />
  );
  const shown = sections.filter((section) => category === ALL || section.category === category);
  return (
    <div className="space-y-3">
      <input
        ref={searchRef}
        type="search"
        aria-label={t('receipt.searchMenu')}
        placeholder={t('receipt.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="done"
        autoFocus={startsInSearch()}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 pointer-coarse:min-h-11"
      />
      {!searching && (
        <div role="group" aria-label={t('receipt.categories')} className="flex flex-wrap gap-1.5">
          {[ALL, ...sections.map((section) => section.category)].map((name) => (
            <button
              key={name ?? 'other'}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={cn(
                'min-h-9 rounded-full border px-3 text-sm pointer-coarse:min-h-11',
                category === name
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {name === ALL ? t('receipt.allDishes') : (name ?? t('receipt.otherDishes'))}
            </button>
          ))}
        </div>
      )}
      {searching && matches.length === 0 ? (
        <p role="status" className="text-sm text-slate-500">
          {t('receipt.noMatch', { query: query.trim() })}
        </p>
      ) : (
        // One grid for browsing and searching, each tile keyed by its dish: the first key typed moves the
        // tiles already drawn instead of drawing the menu again.
        <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
          {searching
            ? matches.map((recipe) => tile(recipe))
            : shown.flatMap((section) => [
                <h3
                  key={`heading ${section.category ?? ''}`}
                  className="col-span-full mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  {section.category ?? t('receipt.otherDishes')}
                </h3>,
                ...section.recipes.map((recipe) => tile(recipe)),
              ])}
        </div>
      )}
    </div>
  );
}
