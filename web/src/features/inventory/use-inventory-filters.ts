import { INVENTORY_CATEGORIES, INVENTORY_PERIODS, STOCK_STATUSES } from '@dastarkhan/contract/inventory';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InventoryFilters } from './api/get-inventory';

type FilterKey = 'search' | 'status' | 'category' | 'period' | 'archived' | 'page';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The list's page, search and filters live in the URL, so Back and reload keep them. Changing any filter
 * goes back to page 1.
 */
export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<InventoryFilters>(
    () => ({
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      search: params.get('search') || undefined,
      status: oneOf(STOCK_STATUSES, params.get('status')),
      category: oneOf(INVENTORY_CATEGORIES, params.get('category')),
      period: oneOf(INVENTORY_PERIODS, params.get('period')),
      archived: params.get('archived') === 'true' || undefined,
    }),
    [params],
  );
  const update = useCallback(
    (changes: Partial<Record<FilterKey, string | number | undefined>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
