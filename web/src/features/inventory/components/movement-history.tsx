import { REDUCTION_REASON_LABELS, type InventoryItem, type Movement } from '@dastarkhan/contract/inventory';
import { formatDateTime, formatTaka } from '../../../lib/format';
import { useItemMovements } from '../api/get-item-movements';

function whatHappened(movement: Movement): string {
  if (movement.kind === 'reduction')
    return movement.reason ? REDUCTION_REASON_LABELS[movement.reason] : 'Reduced';
  return { intake: 'Intake', payment: 'Supplier payment', correction: 'Correction' }[movement.kind];
}

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** Every intake, reduction, payment and correction, newest first; the item's figures are their sums. */
export function MovementHistory({ item }: { item: InventoryItem }) {
  const movements = useItemMovements(item._id);
  const page = movements.data;
  return (
    <section aria-labelledby="movement-history-title" className="mt-5">
      <h3 id="movement-history-title" className="mb-2 font-semibold text-slate-800">
        Stock and Payment History
      </h3>
      {movements.isError && <p className="text-sm text-red-600">Could not load the history.</p>}
      {page && (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {['When', 'What', 'Quantity', 'Due', 'By', 'Note'].map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(movement.at)}</td>
                  <td className="px-3 py-2">{whatHappened(movement)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {movement.quantity === 0
                      ? '—'
                      : signed(movement.quantity, `${movement.quantity} ${item.unit}`)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {movement.dueTk === 0 ? '—' : signed(movement.dueTk, formatTaka(movement.dueTk))}
                  </td>
                  <td className="px-3 py-2">{movement.by.name || '—'}</td>
                  <td className="px-3 py-2">{movement.note}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50 font-medium">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                  All {page.total} entries add up to
                </th>
                <td className="whitespace-nowrap px-3 py-2">
                  {page.totals.quantity} {item.unit}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatTaka(page.totals.dueTk)}</td>
                <td colSpan={2} className="px-3 py-2 text-slate-500">
                  {page.total > page.movements.length && `Showing the latest ${page.movements.length}.`}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
