import type { InventoryItem } from '@dastarkhan/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Combobox, type Suggestion } from '../../../components/ui/combobox';
import { formatStock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { allStockItemsQueryOptions } from '../../../lib/stock-items';
import { intakeTarget, receivedFields, type AddItemsFormValues } from '../stock-forms';
import { IntakeTargetLine } from './intake-target-line';

/** Suggestions start at two letters, as the customer suggestions do (SPEC §9). */
const MIN_TYPED = 2;
const MAX_SUGGESTIONS = 8;

/** Items whose name holds what is typed, those starting with it first. */
function matching(stock: InventoryItem[], typed: string): InventoryItem[] {
  const text = typed.trim().toLowerCase();
  if (text.length < MIN_TYPED) return [];
  const starts = (item: InventoryItem) => (item.name.toLowerCase().startsWith(text) ? 0 : 1);
  return stock
    .filter((item) => item.name.toLowerCase().includes(text))
    .sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name))
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * A card's Item Name: the items in stock are suggested as it is typed, and picking one fills in its category,
 * unit and supplier, so more of it is received without retyping. Under it, whether the card adds to an item in
 * stock or makes a new one.
 */
export function ItemNameField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { setValue, setFocus } = useFormContext<AddItemsFormValues>();
  const { field, fieldState } = useController<AddItemsFormValues, `items.${number}.name`>({
    name: `items.${index}.name`,
  });
  const drafts = useWatch<AddItemsFormValues, 'items'>({ name: 'items' });
  const { data: stock = [] } = useQuery(allStockItemsQueryOptions());
  const found = matching(stock, field.value);
  const suggestions: Suggestion[] = found.map((item) => ({
    key: item._id,
    label: item.name,
    detail: t('inventory.add.suggestion', {
      category: item.category,
      quantity: formatStock(t, item.quantity, item.unit),
      supplier: item.supplier.name,
    }),
  }));

  const receive = (id: string) => {
    const item = found.find((candidate) => candidate._id === id);
    if (!item) return;
    const filled = receivedFields(item);
    for (const key of Object.keys(filled) as (keyof typeof filled)[])
      setValue(`items.${index}.${key}`, filled[key], { shouldDirty: true });
    setFocus(`items.${index}.quantity`);
  };

  return (
    <Combobox
      ref={field.ref}
      name={field.name}
      label={t('inventory.add.name')}
      error={fieldState.error?.message}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      suggestions={suggestions}
      listLabel={t('inventory.add.stockSuggestions')}
      onPick={receive}
      description={<IntakeTargetLine target={intakeTarget(drafts, index, stock)} />}
    />
  );
}
