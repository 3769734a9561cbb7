import { useStockCategories } from '../api/get-stock-categories';
import { useStockCategoryName } from '../use-stock-category-name';

/**
 * A select's options for the stock categories the admin keeps, in their order, each as the reader reads it and
 * holding its English name. A category the list does not hold yet (a filter from the address while the list
 * loads) stays an option, so the select keeps showing it.
 */
export function StockCategoryOptions({ selected }: { selected?: string }) {
  const { data } = useStockCategories();
  const shownName = useStockCategoryName();
  const names = data?.map((category) => category.name) ?? [];
  const shown = selected && !names.includes(selected) ? [selected, ...names] : names;
  return shown.map((name) => (
    <option key={name} value={name}>
      {shownName(name)}
    </option>
  ));
}
