import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useStepBackFromEmptyPage } from '../../lib/use-table-params';
import { ErrorPanel } from './error-panel';
import { Pagination } from './pagination';

/** What a list needs from its TanStack query. */
type PageQuery<TData> = {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type PagedListProps<TData extends { total: number }, TRow> = {
  query: PageQuery<TData>;
  rowsOf: (data: TData) => TRow[];
  page: number;
  onPageChange: (page: number) => void;
  limit: number;
  /** The error panel's title, and its message when the server gave none. */
  failure: { title: string; fallback: string };
  /** The table of this page's rows. */
  children: (rows: TRow[], loading: boolean) => ReactNode;
};

/**
 * A list paginated on the server: its table and pager, or the error panel with Try Again when the page
 * failed to load. After the last row of the last page is deleted it steps back to the last page with rows.
 */
export function PagedList<TData extends { total: number }, TRow>({
  query,
  rowsOf,
  page,
  onPageChange,
  limit,
  failure,
  children,
}: PagedListProps<TData, TRow>) {
  const total = query.data?.total ?? 0;
  useStepBackFromEmptyPage(page, onPageChange, query, (data) => rowsOf(data).length, limit);
  if (query.isError)
    return (
      <ErrorPanel
        title={failure.title}
        message={errorMessage(query.error, failure.fallback)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <>
      {children(query.data ? rowsOf(query.data) : [], query.isPending)}
      <Pagination page={page} total={total} limit={limit} onPageChange={onPageChange} />
    </>
  );
}
