import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Figures and row actions line up at the right edge, their heading with them; text stays at the left. */
  align?: 'right';
  /** Stays in view while a wide table scrolls sideways (a report's name column). */
  sticky?: boolean;
};

/** A sticky cell covers what scrolls under it with its row's own background, a line at its edge. */
const STICKY = 'sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-slate-200)]';

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  caption?: string;
  loading?: boolean;
  /** While loading with nothing to show, this many rows of placeholders: the page keeps its final height. */
  placeholderRows?: number;
  /**
   * Classes of a row that stands out (a report's worst rows), in place of the plain row's background; say why in
   * the row's words too, not by colour alone.
   */
  rowClassName?: (row: Row) => string | undefined;
  /** Rows under the body (totals), shown with the rows. */
  footer?: ReactNode;
};

/** Grey bars where a loading page's rows will be, each as tall as a row of text (py-3 and one line). */
function PlaceholderRows({ count, columns, label }: { count: number; columns: number; label: string }) {
  return Array.from({ length: count }, (_, row) => (
    <tr key={row} aria-hidden={row > 0 || undefined}>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-4 py-3">
          {row === 0 && column === 0 && <span className="sr-only">{label}</span>}
          <span className="block h-6 max-w-32 animate-pulse rounded bg-slate-100" />
        </td>
      ))}
    </tr>
  ));
}

/** The one table every list uses: header, rows, and the empty text in a full-width cell. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  loading,
  placeholderRows = 0,
  rowClassName,
  footer,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={loading || undefined}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                // One line always: a heading that wrapped only once real rows had narrowed its column made the
                // header taller and pushed every row down as the page arrived (issue 15: layout shift).
                className={cn(
                  'whitespace-nowrap px-4 py-3 font-medium text-slate-600',
                  column.align === 'right' ? 'text-right' : 'text-left',
                  column.sticky && cn(STICKY, 'bg-slate-50'),
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && loading && placeholderRows > 0 ? (
            <PlaceholderRows count={placeholderRows} columns={columns.length} label={t('common.loading')} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-500">
                {loading ? t('common.loading') : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row) ?? 'bg-white hover:bg-slate-50'}>
                {columns.map((column, index) => (
                  <td
                    key={index}
                    className={cn(
                      'px-4 py-3 align-middle',
                      column.align === 'right' && 'text-right',
                      column.sticky && cn(STICKY, 'bg-inherit'),
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-800">
            {footer}
          </tfoot>
        )}
      </table>
    </div>
  );
}
