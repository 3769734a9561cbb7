import {
  DEFAULT_SUPPLIER,
  lineTotalTk,
  type InventoryCategory,
  type InventoryIntakeRow,
  type InventoryUnit,
} from '@dastarkhan/contract/inventory';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { failureMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useAddInventoryItems } from './api/add-inventory-items';
import { BLANK_ITEM, ItemCard, type ItemDraft, type ItemsForm } from './components/item-card';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';

const isMissing = (item: ItemDraft) =>
  !item.name.trim() || !item.category || item.quantity.trim() === '' || item.price.trim() === '';

/**
 * What the spec sends (SPEC §5 "Inventory add"): numbers as numbers, supplier 'Not specified' when the vendor
 * is empty, dueTk 0. An empty Min Quantity is left out rather than sent as 10: the server gives a new item 10
 * and a re-intake keeps the item's own threshold (docs/decisions/0020).
 */
function toIntake(item: ItemDraft): InventoryIntakeRow {
  const quantity = Number(item.quantity);
  const price = Number(item.price);
  return {
    name: item.name.trim(),
    // The selects only offer listed values; the server checks them again.
    category: item.category as InventoryCategory,
    quantity,
    unit: item.unit as InventoryUnit,
    price,
    supplier: { name: item.vendor.trim() || DEFAULT_SUPPLIER },
    ...(item.minQuantity.trim() === '' ? {} : { threshold: Number(item.minQuantity) }),
    dueTk: item.dueTk.trim() === '' ? 0 : Number(item.dueTk),
    totalTk: lineTotalTk(quantity, price),
  };
}

export function AddItemPage() {
  const { user } = useSession();
  const addItems = useAddInventoryItems();
  const { control, register, handleSubmit, reset } = useForm<ItemsForm>({
    defaultValues: { items: [BLANK_ITEM] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [incomplete, setIncomplete] = useState(false);

  const failure = failureMessage(addItems.error, 'Unknown error');

  const save = handleSubmit(({ items }) => {
    const missing = items.some(isMissing);
    setIncomplete(missing);
    if (missing) return;
    const rows = items.map(toIntake);
    addItems.mutate(rows.length === 1 ? rows[0]! : rows, {
      onSuccess: () => {
        toast.success('Items have been added to inventory successfully!');
        reset({ items: [BLANK_ITEM] });
      },
    });
  });

  return (
    <>
      <PageHeader title="Add Items to Inventory" actions={<BackAndDashboard />}>
        Fields marked * are required. Today&apos;s date and your name
        {user ? ` (${user.name})` : ''} are recorded automatically with each item.
      </PageHeader>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        {fields.map((field, index) => (
          <ItemCard
            key={field.id}
            index={index}
            control={control}
            register={register}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
        <FormActions
          error={
            incomplete
              ? 'Please fill in all required fields for each item.'
              : failure && `Failed to add items: ${failure}`
          }
          className="flex flex-wrap justify-between gap-3"
        >
          <Button variant="secondary" onClick={() => append({ ...BLANK_ITEM })}>
            + Add Another Item
          </Button>
          <Button type="submit" disabled={addItems.isPending}>
            {addItems.isPending ? 'Saving...' : 'Save All Items'}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
