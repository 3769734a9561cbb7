import type { Ageing } from '@dastarkhan/contract/suppliers';
import type { Column } from '../../../components/ui/data-table';
import { formatTaka } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';

export const AGEING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;

/** One right-aligned column per ageing bucket, for any row that carries an ageing. */
export function ageingColumns<Row>(t: TFunction, ageingOf: (row: Row) => Ageing): Column<Row>[] {
  return AGEING_BUCKETS.map((bucket) => ({
    header: t(`suppliers.payables.columns.${bucket}`),
    align: 'right' as const,
    cell: (row: Row) => formatTaka(ageingOf(row)[bucket]),
  }));
}
