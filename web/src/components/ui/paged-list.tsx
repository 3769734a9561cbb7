import type { PageMeta } from '@dastarkhan/contract/common';
import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from './toasts';
import { errorMessage } from '../../lib/api-client';
import { ErrorPanel } from './error-panel';
import { pageCount, Pagination } from './pagination';

/** What a list needs from its TanStack query. */
type PageQuery<TData> = {
  data: TData | undefined;
  error: unknown;
  errorUpdatedAt: number;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** How a page that failed to load is told (SPEC §8 differs by screen). */
type Failure =
  /** A panel in place of the list, with the server's message (else `fallback`) and Try Again. */
  | { title: string; fallback: string }
  /** An alert each time loading fails; the list stays as it was. */
  | { toast: string }
  /** Only logged (the dashboard's tables); the list stays as it was. */
  | { log: string };

type PagedListProps<TData extends PageMeta, TRow> = {
  query: PageQuery<TData>;
  rowsOf: (data: TData) => TRow[];
  page: number;
  onPageChange: (page: number) => void;
  failure: Failure;
  /** The pager's look: Previous, 1 2 3, Next (default), or Prev, 'Page X of Y', Next. */
  variant?: 'numbered' | 'compact';
  /**
   * The page size asked for: while the first page loads, its rows' and its pager's room is kept, so what is
   * below the list does not jump when they arrive (issue 15: layout shift).
   */
  pageSize?: number;
  /**
   * A name to remember this list's last page under in this browser (its rows and whether it had a pager), so
   * a cold visit holds room for what was there last time rather than a full page: a month's five costs do
   * not shrink from ten placeholder rows and pull the form below them up.
   */
  rememberAs?: string;
  /** This page's rows, as a table or cards; `placeholderRows` is how many to hold room for while loading. */
  children: (rows: TRow[], loading: boolean, placeholderRows: number) => ReactNode;
};

type PageShape = { rows: number; paged: boolean };
const shapeKey = (name: string) => `dastarkhan:page-shape:${name}`;

function storedShape(name: string | undefined): PageShape | undefined {
  if (!name) return undefined;
  try {
    const shape = JSON.parse(localStorage.getItem(shapeKey(name)) ?? 'null') as Partial<PageShape> | null;
    return typeof shape?.rows === 'number' && typeof shape.paged === 'boolean'
      ? { rows: shape.rows, paged: shape.paged }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The shape stored under `name` when it was first asked for; each loaded page's shape is stored for next time. */
function useRememberedShape(name: string | undefined, loaded: PageShape | undefined): PageShape | undefined {
  // Read again only for another name (another period's list), not after each page this list stores.
  const remembered = useMemo(() => storedShape(name), [name]);
  const { rows, paged } = loaded ?? {};
  useEffect(() => {
    if (name && rows !== undefined && paged !== undefined)
      localStorage.setItem(shapeKey(name), JSON.stringify({ rows, paged }));
  }, [name, rows, paged]);
  return remembered;
}

/**
 * After the last row of the last page is deleted, steps back to the last page that still has rows. While the
 * page loads, or shows the previous page's rows, there is nothing to decide.
 */
function useStepBackFromEmptyPage<TData extends PageMeta>(
  page: number,
  setPage: (page: number) => void,
  query: PageQuery<TData>,
  rowCount: (data: TData) => number,
): void {
  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  const rows = loaded && rowCount(loaded);
  const lastPage = loaded ? pageCount(loaded.total, loaded.limit) : undefined;
  useEffect(() => {
    if (rows === 0 && lastPage !== undefined && page > lastPage) setPage(lastPage);
    // setPage is rebuilt every render; the check depends only on these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, lastPage, page]);
}

/**
 * Every list paginated on the server: its rows and pager, and how a failed load is told. After the last
 * row of the last page is deleted it steps back to the last page with rows.
 */
export function PagedList<TData extends PageMeta, TRow>({
  query,
  rowsOf,
  page,
  onPageChange,
  failure,
  variant,
  pageSize = 0,
  rememberAs,
  children,
}: PagedListProps<TData, TRow>) {
  useStepBackFromEmptyPage(page, onPageChange, query, (data) => rowsOf(data).length);
  const loaded = query.data && !query.isPlaceholderData ? query.data : undefined;
  const remembered = useRememberedShape(
    rememberAs,
    loaded && { rows: rowsOf(loaded).length, paged: pageCount(loaded.total, loaded.limit) > 1 },
  );
  // At least one row: a list loading with no placeholder would say it is empty.
  const placeholderRows = remembered ? Math.min(pageSize, Math.max(1, remembered.rows)) : pageSize;
  useEffect(() => {
    if (!query.isError) return;
    if ('toast' in failure) toast.error(failure.toast);
    if ('log' in failure) console.error(failure.log, query.error);
    // Told once per failed load; the texts are constants of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isError && 'title' in failure)
    return (
      <ErrorPanel
        title={failure.title}
        message={errorMessage(query.error, failure.fallback)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <>
      {children(query.data ? rowsOf(query.data) : [], query.isPending, placeholderRows)}
      {query.isPending && pageSize > 0 && (remembered?.paged ?? true) && (
        <div aria-hidden className="invisible">
          <Pagination
            variant={variant}
            page={1}
            total={pageSize * 2}
            limit={pageSize}
            onPageChange={() => {}}
          />
        </div>
      )}
      {query.data && (
        <Pagination
          variant={variant}
          page={page}
          total={query.data.total}
          limit={query.data.limit}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
