import type { InventoryAddition } from '@dastarkhan/contract/inventory';
import { formatDateTime, formatTaka } from '../../../lib/format';

export function AdditionHistory({ entries, unit }: { entries: InventoryAddition[]; unit: string }) {
  return (
    <section aria-labelledby="addition-history-title" className="mt-5">
      <h3 id="addition-history-title" className="mb-2 font-semibold text-slate-800">
        Addition History
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No addition history available</p>
      ) : (
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {['Quantity', 'Total', 'Added By', 'Added At'].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry, index) => (
              <tr key={`${entry.addedAt}-${index}`}>
                <td className="px-3 py-2">
                  {entry.quantity} {unit}
                </td>
                <td className="px-3 py-2">{formatTaka(entry.totalTk)}</td>
                <td className="px-3 py-2">{entry.addedBy.name || '—'}</td>
                <td className="px-3 py-2">{formatDateTime(entry.addedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
