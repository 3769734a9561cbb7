import { Button } from './button';

type PaginationProps = {
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** 'numbered': Previous, 1 2 3, Next. 'compact': Prev, 'Page X of Y', Next. */
  variant?: 'numbered' | 'compact';
};

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The page numbers to show: all when few, else the first, the last and a window around the current one. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pages);
  const list: (number | 'gap')[] = [1];
  if (around[0]! > 2) list.push('gap');
  list.push(...around);
  if (around[around.length - 1]! < pages - 1) list.push('gap');
  list.push(pages);
  return list;
}

/** Shown only when there is more than one page (SPEC §2). */
export function Pagination({ page, total, limit, onPageChange, variant = 'numbered' }: PaginationProps) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const previousLabel = variant === 'compact' ? 'Prev' : 'Previous';
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      {variant === 'compact' ? (
        <span className="px-3 text-sm text-slate-600">
          Page {page} of {pages}
        </span>
      ) : (
        visiblePages(page, pages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="px-2 text-slate-400">
              …
            </span>
          ) : (
            <Button
              key={item}
              size="sm"
              variant={item === page ? 'primary' : 'secondary'}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )
      )}
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
