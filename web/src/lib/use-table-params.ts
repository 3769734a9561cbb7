import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's page and search kept in the URL (`<prefix>Page`, `<prefix>Search`), so Back and reload keep them
 * and two tables can share one screen. Typing updates `searchInput` at once and the committed `search`
 * 300 ms later; a new search goes back to page 1 (SPEC §2).
 */
export function useTableParams(prefix: string) {
  const [params, setParams] = useSearchParams();
  const pageKey = `${prefix}Page`;
  const searchKey = `${prefix}Search`;
  const page = Math.max(1, Math.floor(Number(params.get(pageKey))) || 1);
  const search = params.get(searchKey) ?? '';
  const [searchInput, setSearchInput] = useState(search);
  // A screen loads as its own chunk, so this list stays mounted while the user's click on a row's link is
  // on its way; a late search update then would be a newer navigation and cancel the one they asked for.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle';

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // Committing on blur also drops the debounce still pending: fired after the click that blurred the box, it
  // would navigate back to the list (from a render that has not yet seen the click's navigation).
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitSearch = () => {
    clearTimeout(pendingSearch.current);
    const trimmed = searchInput.trim();
    if (trimmed !== search && !leaving.current) update({ [searchKey]: trimmed, [pageKey]: undefined });
  };

  useEffect(() => {
    if (searchInput.trim() === search) return;
    pendingSearch.current = setTimeout(commitSearch, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pendingSearch.current);
    // `commitSearch` is rebuilt every render; the effect only cares about what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchInput, search]);

  return {
    page,
    search,
    /**
     * Spread on the list's search box. Leaving the box commits what was typed at once: a click on a row's
     * link blurs the box first, so no late update can follow that click and cancel where it leads.
     */
    searchInputProps: {
      value: searchInput,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setSearchInput(event.target.value),
      onBlur: commitSearch,
    },
    setPage: (next: number) => update({ [pageKey]: next > 1 ? String(next) : undefined }),
  };
}

/**
 * After the last row of the last page is deleted, steps back to the last page that still has rows. Reads the
 * list's page query; while it loads, or shows the previous page's rows, there is nothing to decide.
 */
export function useStepBackFromEmptyPage<TData extends { total: number }>(
  page: number,
  setPage: (page: number) => void,
  query: { data: TData | undefined; isPlaceholderData: boolean },
  rowCount: (data: TData) => number,
  limit: number,
): void {
  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  const rows = loaded && rowCount(loaded);
  const lastPage = loaded ? Math.max(1, Math.ceil(loaded.total / limit)) : undefined;
  useEffect(() => {
    if (rows === 0 && lastPage !== undefined && page > lastPage) setPage(lastPage);
    // setPage is rebuilt every render; the check depends only on these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, lastPage, page]);
}
