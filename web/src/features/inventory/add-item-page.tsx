import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { failureMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useAddInventoryItems } from './api/add-inventory-items';
import { ItemCard } from './components/item-card';
import {
  addItemsFormSchema,
  BLANK_ITEM,
  type AddItemsFormOutput,
  type AddItemsFormValues,
} from './stock-forms';

export function AddItemPage() {
  const { user } = useSession();
  const addItems = useAddInventoryItems();
  const form = useForm<AddItemsFormValues, unknown, AddItemsFormOutput>({
    resolver: zodResolver(addItemsFormSchema),
    defaultValues: { items: [BLANK_ITEM] },
    // The alert stays until the next save, as the spec's does.
    reValidateMode: 'onSubmit',
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });

  const failure = failureMessage(addItems.error, 'Unknown error');
  const incomplete = form.formState.errors.items?.root?.message;

  const save = form.handleSubmit(({ items }) =>
    addItems.mutate(items.length === 1 ? items[0]! : items, {
      onSuccess: () => {
        toast.success('Items have been added to inventory successfully!');
        form.reset({ items: [BLANK_ITEM] });
      },
    }),
  );

  return (
    <>
      <PageHeader title="Add Items to Inventory" actions={<BackAndDashboard />}>
        Fields marked * are required. Today&apos;s date and your name
        {user ? ` (${user.name})` : ''} are recorded automatically with each item.
      </PageHeader>
      <FormProvider {...form}>
        <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
          {fields.map((field, index) => (
            <ItemCard
              key={field.id}
              index={index}
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          ))}
          <FormActions
            error={incomplete ?? (failure && `Failed to add items: ${failure}`)}
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
      </FormProvider>
    </>
  );
}
