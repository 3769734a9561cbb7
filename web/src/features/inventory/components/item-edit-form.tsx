import '../../../lib/i18n/names-words';
import { REDUCTION_REASONS, type InventoryItem, type InventoryPatch } from '@dastarkhan/contract/inventory';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, FormField } from '../../../components/ui/form-field';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { editItemFormSchema, type EditItemFormOutput, type EditItemFormValues } from '../stock-forms';

export const EDIT_FORM_ID = 'inventory-item-edit-form';

type Props = { item: InventoryItem; onSubmit: (patch: InventoryPatch) => void };

/**
 * SPEC §5's edit: only the quantity (down, decimals allowed) and the due change, and the item's Bangla name (issue
 * 36, a label beside them). They are sent with the version the form was opened at, so the server refuses them if
 * someone else changed the item meanwhile.
 */
export function ItemEditForm({ item, onSubmit }: Props) {
  const schema = useMemo(() => editItemFormSchema(item), [item]);
  const opened: EditItemFormValues = {
    quantity: String(item.quantity),
    dueTk: item.dueTk.toFixed(2),
    reason: 'counted',
    nameBn: item.nameBn ?? '',
  };

  const submit = ({ quantity, dueTk, reason, nameBn }: EditItemFormOutput) =>
    onSubmit({
      // The due goes along even unchanged (a no-op for the server); the quantity only when it went down.
      ...(quantity === item.quantity ? {} : { quantity, reason }),
      dueTk,
      ...(nameBn === item.nameBn ? {} : { nameBn }),
      version: item.version,
    });

  return (
    <Form
      id={EDIT_FORM_ID}
      schema={schema}
      mode="onChange"
      defaultValues={opened}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <ItemEditFields item={item} />
    </Form>
  );
}

/** The quantity and the due; why the quantity went down once it has. */
function ItemEditFields({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const lowered = Number(useWatch<EditItemFormValues>({ name: 'quantity' })) < item.quantity;

  return (
    <>
      <FormField
        name="nameBn"
        label={t('banglaName.label')}
        lang="bn"
        autoComplete="off"
        wrapperClassName="sm:col-span-2"
      />
      <FormField
        name="quantity"
        label={t('inventory.edit.quantity', { unit: t(`inventory.units.${item.unit}`) })}
        type="number"
        inputMode="decimal"
        min={0}
        max={item.quantity}
        step={0.01}
        hint={t('inventory.edit.quantityHint', { max: formatNumber(item.quantity) })}
      />
      {item.dueTk >= 0 && (
        <FormField
          name="dueTk"
          label={t('inventory.edit.due')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      )}
      {lowered && (
        <FormField as="select" name="reason" label={t('inventory.edit.reason')}>
          {REDUCTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`inventory.reductionReasons.${reason}`)}
            </option>
          ))}
        </FormField>
      )}
    </>
  );
}
