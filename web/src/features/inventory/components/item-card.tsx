import '../../../lib/i18n/names-words';
import { INVENTORY_UNITS, lineTotalTk } from '@dastarkhan/contract/inventory';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { ItemDraft } from '../stock-forms';
import { ItemNameField } from './item-name-field';
import { StockCategoryOptions } from './stock-category-options';
import { SupplierNameField } from './supplier-name-field';

type Props = {
  index: number;
  /** Absent when this is the only card: at least one must remain. */
  onRemove?: () => void;
};

/** The read-only total: quantity × price to the poisha, computed as the server does. */
function LineTotal({ index }: Pick<Props, 'index'>) {
  const { t } = useTranslation();
  const [quantity, price] = useWatch({
    name: [`items.${index}.quantity`, `items.${index}.price`],
  }) as string[];
  const q = Number(quantity);
  const p = Number(price);
  const total = quantity && price && q >= 0 && p >= 0 ? lineTotalTk(q, p) : 0;
  return <TextField label={t('inventory.add.total')} value={formatTaka(total)} readOnly tabIndex={-1} />;
}

/** One card of the add form, its fields bound to `items.<index>` of the enclosing form. */
export function ItemCard({ index, onRemove }: Props) {
  const { t } = useTranslation();
  const name = (field: keyof ItemDraft) => `items.${index}.${field}`;
  const number = index + 1;
  return (
    <section
      aria-label={t('inventory.add.item', { number })}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold text-slate-800">{t('inventory.add.item', { number })}</h2>
        {onRemove && (
          <Button
            variant="ghost-danger"
            size="sm"
            aria-label={t('inventory.add.removeItem', { number })}
            onClick={onRemove}
          >
            {t('common.remove')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <ItemNameField index={index} />
        <FormField
          name={name('nameBn')}
          label={t('banglaName.label')}
          placeholder={t('banglaName.itemPlaceholder')}
          lang="bn"
          autoComplete="off"
        />
        <FormField as="select" name={name('category')} label={t('inventory.add.category')}>
          <option value="">{t('inventory.add.selectCategory')}</option>
          <StockCategoryOptions />
        </FormField>
        <SupplierNameField index={index} />
        <FormField
          name={name('quantity')}
          label={t('inventory.add.quantity')}
          type="number"
          min={0}
          step={0.01}
        />
        <FormField as="select" name={name('unit')} label={t('inventory.add.unit')}>
          {INVENTORY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`inventory.units.${unit}`)}
            </option>
          ))}
        </FormField>
        <FormField name={name('price')} label={t('inventory.add.price')} type="number" min={0} step={0.01} />
        <FormField
          name={name('minQuantity')}
          label={t('inventory.add.minQuantity')}
          type="number"
          min={0}
          placeholder={t('inventory.add.minQuantityPlaceholder')}
        />
        <FormField
          name={name('dueTk')}
          label={t('inventory.add.due')}
          type="number"
          min={0}
          step={0.01}
          placeholder={t('inventory.add.duePlaceholder')}
        />
        <LineTotal index={index} />
      </div>
    </section>
  );
}
