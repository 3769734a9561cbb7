import {
  REDUCTION_REASONS,
  type InventoryItem,
  type Movement,
  type MovementReason,
  type ReductionReason,
} from '@dastarkhan/contract/inventory';
import { formatDate, formatDateTime, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useItemMovements } from '../api/get-item-movements';

function whatHappened(t: TFunction, movement: Movement): string {
  const reason = movement.reason;
  if (movement.kind === 'reduction')
    return reason && isReductionReason(reason)
      ? t(`inventory.reductionReasons.${reason}`)
      : t('inventory.movements.reduced');
  if (movement.kind === 'waste')
    return t('inventory.movements.waste', {
      reason: reason && !isReductionReason(reason) ? t(`inventory.wasteReasons.${reason}`) : '',
    });
  return t(`inventory.movements.${movement.kind}`);
}

/**
 * A sale's note is written by the server in English when the receipt books it ('Receipt 2026…', ', correction of
 * 2026-11-20' when edited another day) and kept as written in the books: the screen words it in the reader's
 * language. Any other note is what a person typed.
 */
const SALE_NOTE = /^Receipt (\S+?)(?:, correction of (\d{4}-\d{2}-\d{2}))?$/;

function noteOf(t: TFunction, movement: Movement): string | null | undefined {
  const sale = movement.kind === 'sale' && movement.note ? SALE_NOTE.exec(movement.note) : null;
  if (!sale) return movement.note;
  const [, number = '', day] = sale;
  return day
    ? t('inventory.movements.saleCorrectionNote', { number, day: formatDate(day) })
    : t('inventory.movements.saleNote', { number });
}

const isReductionReason = (reason: MovementReason): reason is ReductionReason =>
  (REDUCTION_REASONS as readonly string[]).includes(reason);

/** The table's columns, each headed by inventory.movements.<column>. */
const COLUMNS = ['when', 'what', 'quantity', 'due', 'by', 'note'] as const;

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** Every intake, reduction, payment and correction, newest first; the item's figures are their sums. */
export function MovementHistory({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const movements = useItemMovements(item._id);
  const quantity = (value: number) => formatStock(t, value, item.unit);
  const page = movements.data;
  return (
    <section aria-labelledby="movement-history-title" className="mt-5">
      <h3 id="movement-history-title" className="mb-2 font-semibold text-slate-800">
        {t('inventory.movements.title')}
      </h3>
      {movements.isError && <p className="text-sm text-red-600">{t('inventory.movements.loadFailed')}</p>}
      {page && (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
                    {t(`inventory.movements.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(movement.at)}</td>
                  <td className="px-3 py-2">{whatHappened(t, movement)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {movement.quantity === 0 ? '—' : signed(movement.quantity, quantity(movement.quantity))}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {movement.dueTk === 0 ? '—' : signed(movement.dueTk, formatTaka(movement.dueTk))}
                  </td>
                  <td className="px-3 py-2">{movement.by.name || '—'}</td>
                  <td className="px-3 py-2">{noteOf(t, movement)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50 font-medium">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                  {t('inventory.movements.addUp', { count: page.total })}
                </th>
                <td className="whitespace-nowrap px-3 py-2">{quantity(page.totals.quantity)}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatTaka(page.totals.dueTk)}</td>
                <td colSpan={2} className="px-3 py-2 text-slate-500">
                  {page.total > page.movements.length &&
                    t('inventory.movements.latest', { count: page.movements.length })}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
