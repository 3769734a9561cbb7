import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { formatTaka } from '../../../lib/format';
import { FieldErrorText } from '../../../components/ui/field';
import { parseQuantity, type ReceiptForm, type SelectedItem } from '../receipt-form';

type SelectedItemsProps = {
  /** The form's `items` as they stand, and the field array's key for each. */
  items: SelectedItem[];
  keys: string[];
  onRemove: (index: number) => void;
};

/** SPEC §5: at least 1, and anything that is not a number becomes 1, as it is typed. */
function QuantityInput({ index, name }: { index: number; name: string }) {
  const { field } = useController<ReceiptForm, `items.${number}.quantity`>({
    name: `items.${index}.quantity`,
  });
  return (
    <input
      type="number"
      min={1}
      step={1}
      aria-label={`Quantity of ${name}`}
      className="w-20 rounded-md border border-slate-300 px-2 py-1"
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parseQuantity(event.target.value))}
    />
  );
}

/** The receipt's lines (the form's `items`), with their totals and the error when there is none. */
export function SelectedItems({ items, keys, onRemove }: SelectedItemsProps) {
  const { errors } = useFormState<ReceiptForm>({ name: 'items' });
  // The rule is on the whole list: its error sits at `items`, or at `items.root` once lines were registered.
  const error = (get(errors, 'items.root') ?? get(errors, 'items')) as FieldError | undefined;
  const { lineTotals } = computeInvoiceTotals(items, 'fixed', 0);
  return (
    <section aria-labelledby="selected-items-title">
      <h2 id="selected-items-title" className="mb-2 font-semibold text-slate-800">
        Selected Items
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Selected Items</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">Item</th>
              <th className="px-3 py-2 text-right font-medium">Price</th>
              <th className="px-3 py-2 font-medium">Quantity</th>
              <th className="px-3 py-2 text-right font-medium">Total</th>
              <th className="px-3 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
                  Pick dishes from the menu above.
                </td>
              </tr>
            ) : (
              items.map((item, index) => (
                <tr key={keys[index] ?? index} className="border-t border-slate-100">
                  <td className="px-3 py-2">{item.name}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatTaka(item.price)}</td>
                  <td className="px-3 py-2">
                    <QuantityInput index={index} name={item.name} />
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatTaka(lineTotals[index])}</td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => onRemove(index)}
                      className="rounded px-2 text-red-600 hover:bg-red-50"
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <FieldErrorText message={error?.message} />
    </section>
  );
}
