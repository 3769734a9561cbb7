import { useStockCategories } from '../api/get-stock-categories';

/**
 * A select's options for the stock categories the admin keeps, in their order. A category the list does not
 * hold yet (a filter from the address while the list loads) stays an option, so the select keeps showing it.
 */
export function StockCategoryOptions({ selected }: { selected?: string }) {
  const { data } = useStockCategories();
  const names = data?.map((category) => category.name) ?? [];
  const shown = selected && !names.includes(selected) ? [selected, ...names] : names;
  return shown.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
}
