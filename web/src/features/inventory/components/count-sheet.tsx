import type { InventoryItem, StockCountResult } from '@dastarkhan/contract/inventory';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FieldErrorText, typedDigitsAsAscii } from '../../../components/ui/field';
import { formatStock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { CountFormValues } from '../stock-forms';
import { useStockCategoryName } from '../use-stock-category-name';

/** Rows of placeholders while the sheet loads, so the page does not jump when it arrives. */
const LOADING_ROWS = 8;

/** A number with its unit: "12.5 kg". */
function useQuantity() {
  const { t } = useTranslation();
  return (quantity: number, unit: InventoryItem['unit']) => formatStock(t, quantity, unit);
}

/** The box for what is on the shelf, bound to `counts.<id>`, with its own error under it. */
function CountedBox({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { register } = useFormContext<CountFormValues>();
  const name = `counts.${item._id}` as const;
  const { errors } = useFormState<CountFormValues>({ name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const id = `count-${item._id}`;
  const field = register(name);
  return (
    <div className="w-32">
      <input
        {...field}
        onChange={(event) => {
          typedDigitsAsAscii(event.target);
          void field.onChange(event);
        }}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={t('stockCount.countedNamed', {
          name: item.name,
          unit: t(`inventory.units.${item.unit}`),
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-right text-sm shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-500 pointer-coarse:min-h-11 print:border-slate-500 print:shadow-none"
      />
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** What the typed count differs from the books, as the cook types it (the server records its own). */
function Difference({ item }: { item: InventoryItem }) {
  const quantity = useQuantity();
  const typed = useWatch<CountFormValues>({ name: `counts.${item._id}` }) as string | undefined;
  const counted = typed?.trim() ? Number(typed) : NaN;
  if (!Number.isFinite(counted)) return <span className="text-slate-400">—</span>;
  const difference = Math.round((counted - item.quantity) * 1000) / 1000;
  return (
    <span className={difference < 0 ? 'font-medium text-red-700' : undefined}>
      {difference > 0 ? '+' : ''}
      {quantity(difference, item.unit)}
    </span>
  );
}

/** Every item: the books' quantity, a box for the shelf's, and the difference (undefined while loading). */
export function CountSheet({ items }: { items: InventoryItem[] | undefined }) {
  const { t } = useTranslation();
  const quantity = useQuantity();
  const categoryName = useStockCategoryName();
  const columns: Column<InventoryItem>[] = [
    { header: t('inventory.columns.name'), cell: (item) => <span className="font-medium">{item.name}</span> },
    // Fixed widths: the columns keep their size when the rows replace the placeholders (issue 15).
    {
      header: t('inventory.columns.category'),
      cell: (item) => categoryName(item.category),
      className: 'w-32',
    },
    {
      header: t('stockCount.books'),
      cell: (item) => quantity(item.quantity, item.unit),
      align: 'right',
      className: 'w-36 whitespace-nowrap',
    },
    { header: t('stockCount.counted'), cell: (item) => <CountedBox item={item} />, className: 'w-40' },
    {
      header: t('stockCount.difference'),
      cell: (item) => <Difference item={item} />,
      align: 'right',
      className: 'w-36 whitespace-nowrap print:hidden',
    },
  ];
  return (
    <DataTable
      caption={t('stockCount.caption')}
      columns={columns}
      rows={items ?? []}
      rowKey={(item) => item._id}
      empty={t('inventory.empty')}
      loading={!items}
      placeholderRows={LOADING_ROWS}
    />
  );
}

/** What a saved count found: each counted item's books, shelf and the difference recorded. */
export function CountDifferences({ title, rows }: { title: string; rows: StockCountResult['counted'] }) {
  const { t } = useTranslation();
  const quantity = useQuantity();
  const columns: Column<StockCountResult['counted'][number]>[] = [
    { header: t('inventory.columns.name'), cell: (row) => row.name },
    {
      header: t('stockCount.books'),
      cell: (row) => quantity(row.expected, row.unit),
      align: 'right',
    },
    {
      header: t('stockCount.counted'),
      cell: (row) => quantity(row.counted, row.unit),
      align: 'right',
    },
    {
      header: t('stockCount.difference'),
      cell: (row) => `${row.difference > 0 ? '+' : ''}${quantity(row.difference, row.unit)}`,
      align: 'right',
    },
  ];
  return (
    <section aria-label={title} className="mb-6 space-y-2" role="status">
      <h2 className="font-semibold text-slate-800">{title}</h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.itemId}
        empty={t('inventory.empty')}
      />
    </section>
  );
}
