import { INVENTORY_CATEGORIES, INVENTORY_UNITS, lineTotalTk } from '@dastarkhan/contract/inventory';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { formatTaka } from '../../../lib/format';

/** One card of the add form, as typed (inputs hold text until the form is sent). */
export type ItemDraft = {
  name: string;
  category: string;
  quantity: string;
  unit: string;
  price: string;
  vendor: string;
  minQuantity: string;
  dueTk: string;
};
export type ItemsForm = { items: ItemDraft[] };

export const BLANK_ITEM: ItemDraft = {
  name: '',
  category: '',
  quantity: '',
  unit: 'kg',
  price: '',
  vendor: '',
  minQuantity: '',
  dueTk: '',
};

type Props = {
  index: number;
  control: Control<ItemsForm>;
  register: UseFormRegister<ItemsForm>;
  /** Absent when this is the only card: at least one must remain. */
  onRemove?: () => void;
};

/** The read-only total: quantity × price to the poisha, computed as the server does. */
function LineTotal({ control, index }: Pick<Props, 'control' | 'index'>) {
  const [quantity, price] = useWatch({ control, name: [`items.${index}.quantity`, `items.${index}.price`] });
  const q = Number(quantity);
  const p = Number(price);
  const total = quantity && price && q >= 0 && p >= 0 ? lineTotalTk(q, p) : 0;
  return <TextField label="Total (৳)" value={formatTaka(total)} readOnly tabIndex={-1} />;
}

export function ItemCard({ index, control, register, onRemove }: Props) {
  const field = (name: keyof ItemDraft) => register(`items.${index}.${name}`);
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
        <TextField label="Item Name *" {...field('name')} />
        <SelectField label="Category *" {...field('category')}>
          <option value="">Select category</option>
          {INVENTORY_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <TextField label="Vendor" {...field('vendor')} />
        <TextField label="Quantity *" type="number" min={0} step={0.01} {...field('quantity')} />
        <SelectField label="Unit *" {...field('unit')}>
          {INVENTORY_UNITS.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </SelectField>
        <TextField label="Unit Price (৳) *" type="number" min={0} step={0.01} {...field('price')} />
        <TextField label="Min Quantity" type="number" min={0} placeholder="10" {...field('minQuantity')} />
        <TextField
          label="Due Amount (৳)"
          type="number"
          min={0}
          step={0.01}
          placeholder="0"
          {...field('dueTk')}
        />
        <LineTotal control={control} index={index} />
      </div>
    </section>
  );
}
