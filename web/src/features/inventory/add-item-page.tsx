import { useEffect } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { toast } from '../../components/ui/toasts';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { Button } from '../../components/ui/button';
import { Form, type FormMethods } from '../../components/ui/form-field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { failureMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useAddInventoryItems } from './api/add-inventory-items';
import { ItemCard } from './components/item-card';
import {
  addItemsFormSchema,
  BLANK_ITEM,
  type AddItemsFormOutput,
  type AddItemsFormValues,
} from './stock-forms';
import { useReceiveDraft } from './use-receive-draft';

export function AddItemPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const addItems = useAddInventoryItems();
  const receiving = useReceiveDraft();

  const save = ({ items }: AddItemsFormOutput, form: FormMethods<AddItemsFormValues, AddItemsFormOutput>) =>
    addItems.mutate(items.length === 1 ? items[0]! : items, {
      onSuccess: () => {
        toast.success(t('inventory.add.added'));
        form.reset({ items: [BLANK_ITEM] });
        receiving.done();
      },
    });

  return (
    <>
      <PageHeader title={t('inventory.add.title')} actions={<BackAndDashboard />}>
        {user ? t('inventory.add.noteNamed', { name: user.name }) : t('inventory.add.note')}
      </PageHeader>
      <Form
        schema={addItemsFormSchema}
        defaultValues={{ items: [BLANK_ITEM] }}
        values={receiving.values}
        // The alert stays until the next save, as the spec's does.
        reValidateMode="onSubmit"
        onSubmit={save}
        className="space-y-4"
      >
        <ItemCards
          failure={failureMessage(addItems.error, t('common.unknownError'))}
          saving={addItems.isPending}
          receiving={receiving.values !== undefined}
        />
      </Form>
    </>
  );
}

type ItemCardsProps = {
  failure: string | undefined;
  saving: boolean;
  /** The first card holds an item received from its row (Receive). */
  receiving: boolean;
};

/** The cards, then their buttons with the one alert under them: a card left incomplete, or why the save failed. */
function ItemCards({ failure, saving, receiving }: ItemCardsProps) {
  const { t } = useTranslation();
  const { control, setFocus } = useFormContext<AddItemsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const incomplete = useFormState({ control }).errors.items?.root?.message;
  // A card filled by Receive is drawn anew (its key changes as the form takes the item): the cursor waits in its
  // Quantity.
  const firstCard = fields[0]?.id;
  useEffect(() => {
    if (receiving) setFocus('items.0.quantity');
  }, [receiving, firstCard, setFocus]);

  return (
    <>
      {fields.map((field, index) => (
        <ItemCard
          key={field.id}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <FormActions
        error={incomplete ?? (failure && t('inventory.add.failed', { message: failure }))}
        className="flex flex-wrap justify-between gap-3"
      >
        <Button variant="secondary" onClick={() => append({ ...BLANK_ITEM })}>
          {t('inventory.add.addAnother')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('inventory.add.saveAll')}
        </Button>
      </FormActions>
    </>
  );
}
