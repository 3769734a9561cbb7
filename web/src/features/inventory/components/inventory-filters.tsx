import {
  INVENTORY_CATEGORIES,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type InventoryQuery,
} from '@dastarkhan/contract/inventory';
import { SearchInput, SelectField } from '../../../components/ui/field';
import type { SearchInputProps } from '../../../lib/use-list-params';

type Filters = Pick<InventoryQuery, 'status' | 'category' | 'period' | 'archived'>;

type Props = {
  filters: Filters;
  searchInputProps: SearchInputProps;
  onChange: (changes: { [K in keyof Filters]?: Filters[K] | string }) => void;
};

const PERIOD_LABELS = { today: 'Today', week: 'This Week', month: 'This Month' } as const;

/** Search (committed 300 ms after typing stops, or on leaving the box), status, category and date filters. */
export function InventoryFilters({ filters, searchInputProps, onChange }: Props) {
  return (
    <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4">
      <div className="self-end">
        <SearchInput label="Search by item or supplier name" {...searchInputProps} />
      </div>
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">All Statuses</option>
        {STOCK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STOCK_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Category"
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">All Categories</option>
        {INVENTORY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Date Added"
        value={filters.period ?? ''}
        onChange={(event) => onChange({ period: event.target.value })}
      >
        <option value="">All Dates</option>
        {Object.entries(PERIOD_LABELS).map(([period, label]) => (
          <option key={period} value={period}>
            {label}
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
        Show deleted items (to pay what they still owe)
      </label>
    </div>
  );
}
