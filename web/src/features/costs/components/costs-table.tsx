import type { Cost } from '@dastarkhan/contract/costs';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime, formatTaka } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';

const columns = (t: TFunction): Column<Cost>[] => [
  {
    header: t('costs.columns.date'),
    cell: (cost) => formatDateTime(cost.createdAt),
    className: 'whitespace-nowrap',
  },
  { header: t('costs.columns.reason'), cell: (cost) => cost.reason },
  {
    header: t('costs.columns.amount'),
    cell: (cost) => formatTaka(cost.amount),
    className: 'whitespace-nowrap',
  },
  { header: t('costs.columns.holderName'), cell: (cost) => cost.holderName },
  { header: t('costs.columns.addedBy'), cell: (cost) => cost.addedBy.name || '—' },
];

/** A 44 px target on touch screens, where the compact row buttons are too small for a finger. */
const TOUCH_TARGET = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11';

type CostsTableProps = {
  costs: Cost[];
  loading: boolean;
  placeholderRows: number;
  onEdit: (cost: Cost) => void;
  onDelete: (cost: Cost) => void;
};

export function CostsTable({ costs, loading, placeholderRows, onEdit, onDelete }: CostsTableProps) {
  const { t } = useTranslation();
  const actions: Column<Cost> = {
    header: <span className="sr-only">{t('common.actions')}</span>,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (cost) => (
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          className={TOUCH_TARGET}
          aria-label={t('costs.editNamed', { reason: cost.reason })}
          onClick={() => onEdit(cost)}
        >
          {t('common.edit')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          className={TOUCH_TARGET}
          aria-label={t('costs.deleteNamed', { reason: cost.reason })}
          onClick={() => onDelete(cost)}
        >
          {t('common.delete')}
        </Button>
      </div>
    ),
  };
  return (
    <DataTable
      caption={t('costs.caption')}
      columns={[...columns(t), actions]}
      rows={costs}
      rowKey={(cost) => cost._id}
      empty={t('costs.empty')}
      loading={loading}
      placeholderRows={placeholderRows}
    />
  );
}
