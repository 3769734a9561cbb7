import { INVENTORY_CATEGORIES, INVENTORY_UNITS, lineTotalTk } from '@dastarkhan/contract/inventory';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { formatTaka } from '../../../lib/format';
import type { ItemDraft } from '../stock-forms';

type Props = {
  index: number;
  /** Absent when this is the only card: at least one must remain. */
  onRemove?: () => void;
};

/** The read-only total: quantity × price to the poisha, computed as the server does. */
function LineTotal({ index }: Pick<Props, 'index'>) {
  const [quantity, price] = useWatch({
    name: [`items.${index}.quantity`, `items.${index}.price`],
  }) as string[];
  const q = Number(quantity);
  const p = Number(price);
  const total = quantity && price && q >= 0 && p >= 0 ? lineTotalTk(q, p) : 0;
  return <TextField label="Total (৳)" value={formatTaka(total)} readOnly tabIndex={-1} />;
}

/** One card of the add form, its fields bound to `items.<index>` of the enclosing form. */
export function ItemCard({ index, onRemove }: Props) {
  const name = (field: keyof ItemDraft) => `items.${index}.${field}`;
  return (
    <section
      aria-label={`Item #${index + 1}`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold text-slate-800">Item #{index + 1}</h2>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50"
            aria-label={`Remove Item #${index + 1}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField name={name('name')} label="Item Name *" />
        <FormField as="select" name={name('category')} label="Category *">
          <option value="">Select category</option>
          {INVENTORY_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </FormField>
        <FormField name={name('vendor')} label="Vendor" />
        <FormField name={name('quantity')} label="Quantity *" type="number" min={0} step={0.01} />
        <FormField as="select" name={name('unit')} label="Unit *">
          {INVENTORY_UNITS.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </FormField>
        <FormField name={name('price')} label="Unit Price (৳) *" type="number" min={0} step={0.01} />
        <FormField name={name('minQuantity')} label="Min Quantity" type="number" min={0} placeholder="10" />
        <FormField
          name={name('dueTk')}
          label="Due Amount (৳)"
          type="number"
          min={0}
          step={0.01}
          placeholder="0"
        />
        <LineTotal index={index} />
      </div>
    </section>
  );
}
