import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useStockCategories } from './api/get-stock-categories';

/**
 * A stock category as the reader reads it: in Bangla its Bangla name when it has one (issue 36), else the English
 * name, which stays what the API is sent (the category's key) and what a select's option holds.
 */
export function useStockCategoryName(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useStockCategories();
  const namesBn = useMemo(
    () => new Map(data?.map((category) => [category.name, category.nameBn]) ?? []),
    [data],
  );
  return (name) => (i18n.language === 'bn' && namesBn.get(name)) || name;
}
