import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
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
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {variant === 'compact' ? t('pagination.prev') : t('pagination.previous')}
      </Button>
      {variant === 'compact' ? (
        <span className="px-3 text-sm text-slate-600">
          {t('pagination.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
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
              {formatNumber(item)}
            </Button>
          ),
        )
      )}
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
