import { INVENTORY_PERIODS, STOCK_STATUSES, type InventoryQuery } from '@dastarkhan/contract/inventory';
import { SearchInput, SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import type { SearchInputProps } from '../../../lib/use-list-params';
import { StockCategoryOptions } from './stock-category-options';

type Filters = Pick<InventoryQuery, 'status' | 'category' | 'period' | 'archived'>;

type Props = {
  filters: Filters;
  searchInputProps: SearchInputProps;
  onChange: (changes: { [K in keyof Filters]?: Filters[K] | string }) => void;
};

/** Search (committed 300 ms after typing stops, or on leaving the box), status, category and date filters. */
export function InventoryFilters({ filters, searchInputProps, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4">
      <div className="self-end">
        <SearchInput label={t('inventory.filters.search')} {...searchInputProps} />
      </div>
      <SelectField
        label={t('inventory.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t('inventory.filters.allStatuses')}</option>
        {STOCK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`inventory.stockStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('inventory.filters.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('inventory.filters.allCategories')}</option>
        <StockCategoryOptions selected={filters.category} />
      </SelectField>
      <SelectField
        label={t('inventory.filters.dateAdded')}
        value={filters.period ?? ''}
        onChange={(event) => onChange({ period: event.target.value })}
      >
        <option value="">{t('inventory.filters.allDates')}</option>
        {INVENTORY_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`period.${period}`)}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 md:col-span-4">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-slate-300"
          checked={filters.archived ?? false}
          onChange={(event) => onChange({ archived: event.target.checked })}
        />
        {t('inventory.filters.showDeleted')}
      </label>
    </div>
  );
}
