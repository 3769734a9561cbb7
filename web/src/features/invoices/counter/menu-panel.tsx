import type { Recipe } from '@dastarkhan/contract/recipes';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { menuSections, useMenu, type MenuSection } from '../api/get-menu';
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
  searchRef: RefObject<HTMLInputElement | null>;
};

const ALL = '';
/** A search shows at most this many matches, best first: more than a screenful, drawn within a frame. */
const MOST_MATCHES = 48;
const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2';

/**
 * With a mouse and keyboard the order starts in Search menu (`n` on the receipts list, then the dish's code);
 * on a touch screen a focused box would open the on-screen keyboard over the menu, so nothing is focused.
 */
export const startsInSearch = () => window.matchMedia('(pointer: fine)').matches;

type TileProps = {
  recipe: Recipe;
  /** The tile's accessible name, "<dish>, <price>", and its printed price: worked out once per menu. */
  label: string;
  price: string;
  count: number;
  hidden: boolean;
  onAdd: (recipe: Recipe) => void;
};

/**
 * One dish to tap. Memoised, and kept mounted while the search or a category hides it: a key typed in Search
 * menu then redraws only the tiles it shows or hides, not 300 (issue 14: the filter within one frame). Tiles out
 * of view are neither laid out nor painted (`content-visibility`), which clips what a tile draws outside itself,
 * so its count badge sits inside its corner.
 */
const DishTile = memo(function DishTile({ recipe, label, price, count, hidden, onAdd }: TileProps) {
  const { t } = useTranslation();
  // A dish set to stop selling when an ingredient runs out (issue 16) shows why, and cannot be added.
  const ranOut = recipe.ranOutOf && t('receipt.ranOutOf', { ingredient: recipe.ranOutOf });
  return (
    <button
      type="button"
      hidden={hidden}
      disabled={Boolean(ranOut)}
      onClick={() => onAdd(recipe)}
      aria-label={ranOut ? `${label}, ${ranOut}` : label}
      className="relative flex min-h-16 flex-col [contain-intrinsic-size:auto_4rem] [content-visibility:auto] items-start justify-between rounded-lg border border-slate-200 bg-white p-2 text-left shadow-sm hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 active:bg-brand-100 disabled:cursor-not-allowed disabled:border-dashed disabled:bg-slate-50 disabled:text-slate-400 disabled:hover:border-slate-200 disabled:hover:bg-slate-50"
    >
      <span
        className={cn('line-clamp-2 text-sm leading-tight font-medium text-slate-800', count > 0 && 'pr-7')}
      >
        {recipe.name}
      </span>
      {recipe.nameBn && (
        <span lang="bn" className="line-clamp-1 text-xs text-slate-600">
          {recipe.nameBn}
        </span>
      )}
      {/* Under the name, in two lines at most, so the price stays at the foot like its neighbours'. */}
      {ranOut && (
        <span className="mt-1 line-clamp-2 text-xs leading-tight font-medium text-red-700">{ranOut}</span>
      )}
      <span className="mt-1 flex w-full items-end justify-between gap-1 text-xs">
        <span className="font-semibold text-slate-700">{price}</span>
        {recipe.code && <span className="rounded bg-slate-100 px-1 text-slate-500">{recipe.code}</span>}
      </span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute top-1 right-1 min-w-6 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-6 font-semibold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
});

/** `callback` as a function that never changes, so memoised tiles keep their props across the order's edits. */
function useSteadyCallback<Args extends unknown[]>(callback: (...args: Args) => void) {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

type SearchBoxProps = SearchKeys & {
  query: string;
  onQuery: (query: string) => void;
  /** The best match that can be sold, which Enter adds. */
  best: Recipe | undefined;
  onAdd: (recipe: Recipe) => void;
  searchRef: RefObject<HTMLInputElement | null>;
};

/**
 * Search menu, with the counter's keys (shortcuts-help.tsx): Enter adds the best match, + - and % act. `/`, the
 * key that comes here, is never typed into it (no dish's name has one, the demo seed's included): here too it
 * selects what was typed, so the next search replaces it.
 */
function MenuSearchBox({ query, onQuery, best, onAdd, onStep, onPercent, searchRef }: SearchBoxProps) {
  const { t } = useTranslation();
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '/') {
      event.preventDefault();
      event.currentTarget.select();
    } else if (event.key === 'Enter' && query.trim() !== '') {
      // Enter adds the best match; with nothing typed it goes on to the form, which opens Charge.
      event.preventDefault();
      if (best) onAdd(best);
      onQuery('');
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      onStep(event.key === '+' ? 1 : -1);
    } else if (event.key === '%') {
      event.preventDefault();
      onPercent();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQuery('');
    }
  };
  return (
    <input
      ref={searchRef}
      type="search"
      aria-label={t('receipt.searchMenu')}
      placeholder={t('receipt.searchPlaceholder')}
      autoComplete="off"
      enterKeyHint="done"
      value={query}
      onChange={(event) => onQuery(event.target.value)}
      onKeyDown={onSearchKey}
      className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 pointer-coarse:min-h-11"
    />
  );
}

/** A section's category as the reader reads it: its Bangla name in Bangla when it has one (issue 36). */
function useSectionTitle() {
  const { t, i18n } = useTranslation();
  return (section: MenuSection) =>
    section.category === null
      ? t('receipt.otherDishes')
      : (i18n.language === 'bn' && section.categoryBn) || section.category;
}

type CategoryTabsProps = {
  sections: MenuSection[];
  current: string | null;
  onPick: (category: string | null) => void;
};

/** All, then each category in the menu's order; a dish with none is under Other dishes. */
function CategoryTabs({ sections, current, onPick }: CategoryTabsProps) {
  const { t } = useTranslation();
  const title = useSectionTitle();
  const titles = new Map(sections.map((section) => [section.category, title(section)]));
  return (
    <div role="group" aria-label={t('receipt.categories')} className="flex flex-wrap gap-1.5">
      {[ALL, ...titles.keys()].map((name) => (
        <button
          key={name ?? 'other'}
          type="button"
          aria-pressed={current === name}
          onClick={() => onPick(name)}
          className={cn(
            'min-h-9 rounded-full border px-3 text-sm pointer-coarse:min-h-11 pointer-coarse:min-w-11',
            current === name
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {name === ALL ? t('receipt.allDishes') : titles.get(name)}
        </button>
      ))}
    </div>
  );
}

/** The menu's sections in the columns' order, its dishes made searchable, and each tile's texts: once a menu. */
function useMenuDishes() {
  const { t } = useTranslation();
  const menu = useMenu();
  const sections = useMemo<MenuSection[]>(() => menuSections(menu.data), [menu.data]);
  const dishes = useMemo(() => searchable(sections.flatMap((section) => section.recipes)), [sections]);
  const texts = useMemo(
    () =>
      new Map(
        dishes.map(({ recipe }) => {
          const price = formatTaka(recipe.price);
          // Both its names, as the tile shows them (issue 36).
          const name = recipe.nameBn
            ? t('receipt.dishNames', { name: recipe.name, nameBn: recipe.nameBn })
            : recipe.name;
          return [recipe._id, { price, label: t('receipt.dishLabel', { name, price }) }];
        }),
      ),
    [dishes, t],
  );
  return { menu, sections, dishes, texts };
}

/**
 * The counter's menu: Search menu (name or short code), category tabs in the columns' order (left, then
 * right: SPEC §2's two tables, ADR 0086), and a grid of dishes to tap, one more per tap.
 */
export function MenuPanel({ onAdd, counts, searchRef, onStep, onPercent }: MenuPanelProps) {
  const { t } = useTranslation();
  const { menu, sections, dishes, texts } = useMenuDishes();
  const sectionTitle = useSectionTitle();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(ALL);
  const matches = useMemo(() => searchMenu(dishes, query), [dishes, query]);
  const searching = query.trim() !== '';
  const add = useSteadyCallback(onAdd);
  const loaded = dishes.length > 0;
  useEffect(() => {
    // Once the menu is drawn, and only if nothing has the focus yet: a cashier already typing the customer's
    // name while the menu loaded keeps typing there.
    const focused = document.activeElement;
    if (loaded && startsInSearch() && (!focused || focused === document.body)) searchRef.current?.focus();
  }, [loaded, searchRef]);

  // On a phone the order sits below the menu: while the menu loads it holds a screen's height, so the order
  // does not show first and then drop out of view when the dishes arrive (a 0.47 layout shift).
  if (menu.isPending)
    return (
      <div className="min-h-dvh md:min-h-0">
        <Spinner label={t('receipt.menuLoading')} />
      </div>
    );
  if (menu.isError)
    return (
      <ErrorPanel
        title={t('receipt.menuLoadError')}
        message={errorMessage(menu.error, t('receipt.menuLoadFailed'))}
        onRetry={() => void menu.refetch()}
      />
    );
  if (dishes.length === 0) return <p className="text-sm text-slate-500">{t('receipt.menuEmpty')}</p>;

  const tile = (recipe: Recipe, hidden = false) => (
    <DishTile
      key={recipe._id}
      recipe={recipe}
      {...texts.get(recipe._id)!}
      count={counts.get(recipe._id) ?? 0}
      hidden={hidden}
      onAdd={add}
    />
  );
  // The menu as browsed stays drawn, hidden while searching or outside the category picked, so neither a search
  // nor clearing it draws 300 tiles again; the search draws only its matches, best first.
  const browsed = sections.flatMap((section) => {
    const outside = category !== ALL && section.category !== category;
    return [
      <h3
        key={`heading ${section.category ?? ''}`}
        hidden={outside}
        className="col-span-full mt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {sectionTitle(section)}
      </h3>,
      ...section.recipes.map((recipe) => tile(recipe, outside)),
    ];
  });
  return (
    <div className="space-y-3">
      <MenuSearchBox
        query={query}
        onQuery={setQuery}
        best={matches.find((recipe) => !recipe.ranOutOf)}
        onAdd={onAdd}
        onStep={onStep}
        onPercent={onPercent}
        searchRef={searchRef}
      />
      {!searching && <CategoryTabs sections={sections} current={category} onPick={setCategory} />}
      {searching && matches.length === 0 && (
        <p role="status" className="text-sm text-slate-500">
          {t('receipt.noMatch', { query: query.trim() })}
        </p>
      )}
      <div hidden={searching} className={GRID}>
        {browsed}
      </div>
      {searching && (
        <div className={GRID}>{matches.slice(0, MOST_MATCHES).map((recipe) => tile(recipe))}</div>
      )}
      {matches.length > MOST_MATCHES && searching && (
        <p role="status" className="text-sm text-slate-500">
          {t('receipt.moreMatches', { shown: MOST_MATCHES, count: matches.length })}
        </p>
      )}
    </div>
  );
}
