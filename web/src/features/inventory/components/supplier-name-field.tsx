import { supplierKey } from '@dastarkhan/contract/suppliers';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { Combobox, type Suggestion } from '../../../components/ui/combobox';
import { useTranslation } from '../../../lib/i18n';
import '../../../lib/i18n/supplier-words';
import { suppliersQueryOptions } from '../../../lib/suppliers';
import type { AddItemsFormValues } from '../stock-forms';

/** Suggestions start at two letters, as the item names' do. */
const MIN_TYPED = 2;

/**
 * A card's supplier (issue 35): the suppliers' records are suggested as it is typed and one is picked, or a new
 * name is typed, which the intake saves as a new supplier; left empty, the spec's "Not specified". The line under
 * it says which.
 */
export function SupplierNameField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<AddItemsFormValues, `items.${number}.vendor`>({
    name: `items.${index}.vendor`,
  });
  const typed = field.value.trim();
  const { data } = useQuery({
    ...suppliersQueryOptions({ page: 1, limit: 8, search: typed }),
    enabled: typed.length >= MIN_TYPED,
  });
  const found = typed.length >= MIN_TYPED ? (data?.suppliers ?? []) : [];
  const suggestions: Suggestion[] = found.map((supplier) => ({
    key: supplier._id,
    label: supplier.name,
    detail: supplier.phone || undefined,
  }));
  const known = found.some((supplier) => supplierKey(supplier.name) === supplierKey(typed));
  const status = !typed
    ? t('suppliers.intake.none')
    : known
      ? t('suppliers.intake.known')
      : t('suppliers.intake.new');
  return (
    <Combobox
      ref={field.ref}
      name={field.name}
      label={t('inventory.add.vendor')}
      error={fieldState.error?.message}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      suggestions={suggestions}
      listLabel={t('suppliers.intake.suggestions')}
      onPick={(id) => field.onChange(found.find((supplier) => supplier._id === id)?.name ?? field.value)}
      description={status}
    />
  );
}
