import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

export type Column<Row> = {
  /**
   * A heading in words labels the cell on a card too; any other (an sr-only "Actions") leaves its cell unlabelled,
   * spanning the card's width.
   */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Figures and row actions line up at the right edge, their heading with them; text stays at the left. */
  align?: 'right';
  /**
   * Stays in view while a wide table scrolls sideways (a report's name column). A table with one keeps its rows
   * as rows at every width: a report is read down its columns, figure against figure.
   */
  sticky?: boolean;
};

/** A sticky cell covers what scrolls under it with its row's own background, a line at its edge. */
const STICKY = 'sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-slate-200)]';

/**
 * Where the list's box is narrower than its columns need (the `cards` variant in index.css), each row is a card:
 * its first cell heads it, the others sit under their headings in as many columns as fit, and a cell without a
 * heading in words (the row's actions) spans the card. Nothing is cut off at the right edge of a tablet (issue
 * 31), and the table stays a table to assistive technology: its header row is only hidden from sight.
 */
const CARD = {
  table: 'cards:block',
  head: 'cards:sr-only',
  body: 'cards:block',
  row: 'cards:grid cards:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] cards:gap-x-4 cards:gap-y-2 cards:px-4 cards:py-3',
  cell: 'cards:block cards:p-0 cards:text-left cards:[overflow-wrap:anywhere]',
  /** The heading above a cell's value, drawn from its data-label and not read out again (the table names it). */
  labelled:
    "cards:before:block cards:before:text-xs cards:before:font-medium cards:before:text-slate-500 cards:before:content-[attr(data-label)_/_'']",
  wide: 'cards:col-span-full',
};

/**
 * Which width of its box turns a list's rows into cards (the tiers are in index.css). The lists measured at
 * 768 px needed 6.8 to 7.8 rem a column (inventory's nine 984 px, receipts' seven 835 px, costs' six 750 px), so
 * the column count stands for the width, at 8 rem a column: four fit 32rem, seven 56rem, nine 64rem.
 */
function cardsBelow(columns: { sticky?: boolean }[]): 'narrow' | 'medium' | 'wide' | undefined {
  if (columns.some((column) => column.sticky)) return undefined;
  if (columns.length <= 4) return 'narrow';
  return columns.length <= 7 ? 'medium' : 'wide';
}

/** A cell's heading on a card: every column's but the first (it heads the card) and the unworded ones. */
const cardLabel = (header: ReactNode, index: number) =>
  index > 0 && typeof header === 'string' ? header : undefined;

/** A cell's classes as part of a card: under its heading, or across the card. */
const cardCell = (label: string | undefined) =>
  cn(CARD.cell, label === undefined ? CARD.wide : CARD.labelled);

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

/**
 * Grey bars where a loading page's rows will be, each as tall as a row of text (py-3 and one line); on cards,
 * under the same headings as the rows that will come.
 */
function PlaceholderRows({
  count,
  labels,
  label,
}: {
  count: number;
  labels: (string | undefined)[];
  label: string;
}) {
  return Array.from({ length: count }, (_, row) => (
    <tr key={row} aria-hidden={row > 0 || undefined} className={CARD.row}>
      {labels.map((cardHeading, column) => (
        <td key={column} data-label={cardHeading} className={cn('px-2 py-3', cardCell(cardHeading))}>
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
  const labels = columns.map((column, index) => cardLabel(column.header, index));
  return (
    <div
      className="@container relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      data-cards={cardsBelow(columns)}
    >
      <table
        className={cn('min-w-full divide-y divide-slate-200 text-sm', CARD.table)}
        aria-busy={loading || undefined}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={cn('bg-slate-50', CARD.head)}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                // One line always: a heading that wrapped only once real rows had narrowed its column made the
                // header taller and pushed every row down as the page arrived (issue 15: layout shift).
                className={cn(
                  'whitespace-nowrap px-2 py-3 font-medium text-slate-600',
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
        <tbody className={cn('divide-y divide-slate-100', CARD.body)}>
          {rows.length === 0 && loading && placeholderRows > 0 ? (
            <PlaceholderRows count={placeholderRows} labels={labels} label={t('common.loading')} />
          ) : rows.length === 0 ? (
            <tr className={CARD.row}>
              <td colSpan={columns.length} className={cn('px-3 py-8 text-center text-slate-500', CARD.wide)}>
                {loading ? t('common.loading') : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(rowClassName?.(row) ?? 'bg-white hover:bg-slate-50', CARD.row)}
              >
                {columns.map((column, index) => (
                  <td
                    key={index}
                    data-label={labels[index]}
                    className={cn(
                      'px-2 py-3 align-middle',
                      column.align === 'right' && 'text-right',
                      column.sticky && cn(STICKY, 'bg-inherit'),
                      column.className,
                      cardCell(labels[index]),
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
