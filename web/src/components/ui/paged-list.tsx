import type { PageMeta } from '@dastarkhan/contract/common';
import { useEffect, type ReactNode } from 'react';
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
  /** This page's rows, as a table or cards; `placeholderRows` is how many to hold room for while loading. */
  children: (rows: TRow[], loading: boolean, placeholderRows: number) => ReactNode;
};

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
  children,
}: PagedListProps<TData, TRow>) {
  useStepBackFromEmptyPage(page, onPageChange, query, (data) => rowsOf(data).length);
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
      {children(query.data ? rowsOf(query.data) : [], query.isPending, pageSize)}
      {query.isPending && pageSize > 0 && (
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
