import { pageQuerySchema } from '@dastarkhan/contract/common';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export const SEARCH_DEBOUNCE_MS = 300;

/** The contract's page rule; a page that breaks it (0, -3, 2.5, 'abc') is page 1. */
const pageSchema = pageQuerySchema.shape.page.catch(1);

/**
 * A list's filters by name, each read from its URL parameter by a schema that yields the value, or the
 * filter's default when the parameter is absent or invalid (give it a `.catch(default)`).
 */
type FilterSchemas = Record<string, z.ZodType>;
type FilterValues<F extends FilterSchemas> = { [K in keyof F]: z.output<F[K]> };

type ListParamsOptions<F extends FilterSchemas> = {
  /**
   * Names the list's parameters (`<prefix>Page`, `<prefix>Search`, `<prefix>Category`) so two lists can
   * share one screen; without one they are plain `page`, `search`, `category`.
   */
  prefix?: string;
  filters?: F;
};

export type SearchInputProps = ReturnType<typeof useListParams>['searchInputProps'];

/** A filter's value as the URL keeps it: nothing for no value (or false), the text otherwise. */
function serialize(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  return String(value);
}

/**
 * A list's page, search and filters, kept in the URL so Back and reload keep them (SPEC §2). Every change
 * replaces the current history entry; changing the search or a filter goes back to page 1. Typing updates
 * `searchInputProps.value` at once and the committed `search` 300 ms later, or as soon as the box loses focus.
 */
export function useListParams<F extends FilterSchemas = Record<never, z.ZodType>>({
  prefix = '',
  filters: schemas,
}: ListParamsOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const keyOf = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const read = (name: string) => params.get(keyOf(name)) ?? undefined;

  const page = pageSchema.parse(read('page'));
  const search = read('search') ?? '';
  const filters = Object.fromEntries(
    Object.entries(schemas ?? {}).map(([name, schema]) => [name, schema.parse(read(name))]),
  ) as FilterValues<F>;

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(keyOf(name));
          else next.set(keyOf(name), value);
        }
        return next;
      },
      { replace: true },
    );

  const [searchInput, setSearchInput] = useState(search);
  // Committing on blur also drops the debounce still pending: fired after the click that blurred the box, it
  // would navigate back to the list (from a render that has not yet seen the click's navigation).
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitSearch = () => {
    clearTimeout(pendingSearch.current);
    const trimmed = searchInput.trim();
    if (trimmed !== search) update({ search: trimmed || undefined, page: undefined });
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
    filters,
    /**
     * Spread on the list's search box. Leaving the box commits what was typed at once: a click on a row's
     * link blurs the box first, so no late update can follow that click and cancel where it leads.
     */
    searchInputProps: {
      value: searchInput,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setSearchInput(event.target.value),
      onBlur: commitSearch,
    },
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    /**
     * Sets some filters, as values or as a select's text, and goes back to page 1; a filter set to its
     * default leaves the URL.
     */
    setFilters: (changes: { [K in keyof F]?: z.output<F[K]> | string }) =>
      update({
        page: undefined,
        ...Object.fromEntries(
          Object.entries(changes).map(([name, value]) => {
            const fallback = schemas?.[name]?.parse(undefined);
            return [name, value === fallback ? undefined : serialize(value)];
          }),
        ),
      }),
  };
}
