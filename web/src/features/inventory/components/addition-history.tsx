import type { InventoryAddition } from '@dastarkhan/contract/inventory';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { formatDateTime, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export function AdditionHistory({ entries, unit }: { entries: InventoryAddition[]; unit: InventoryUnit }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="addition-history-title" className="mt-5">
      <h3 id="addition-history-title" className="mb-2 font-semibold text-slate-800">
        {t('inventory.additions.title')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('inventory.additions.empty')}</p>
      ) : (
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {[
                t('inventory.additions.quantity'),
                t('inventory.additions.total'),
                t('inventory.additions.addedBy'),
                t('inventory.additions.addedAt'),
              ].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry, index) => (
              <tr key={`${entry.addedAt}-${index}`}>
                <td className="px-3 py-2">{formatStock(t, entry.quantity, unit, 2)}</td>
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
