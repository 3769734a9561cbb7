import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
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
  const { t } = useTranslation();
  const { field } = useController<ReceiptForm, `items.${number}.quantity`>({
    name: `items.${index}.quantity`,
  });
  return (
    <input
      type="number"
      min={1}
      step={1}
      aria-label={t('receipt.quantityOf', { name })}
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
  const { t } = useTranslation();
  const { errors } = useFormState<ReceiptForm>({ name: 'items' });
  // The rule is on the whole list: its error sits at `items`, or at `items.root` once lines were registered.
  const error = (get(errors, 'items.root') ?? get(errors, 'items')) as FieldError | undefined;
  const { lineTotals } = computeInvoiceTotals(items, 'fixed', 0);
  return (
    <section aria-labelledby="selected-items-title">
      <h2 id="selected-items-title" className="mb-2 font-semibold text-slate-800">
        {t('receipt.selectedItems')}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('receipt.selectedItems')}</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">{t('receipt.item')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('receipt.price')}</th>
              <th className="px-3 py-2 font-medium">{t('receipt.quantity')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('receipt.total')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('common.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
                  {t('receipt.pickDishes')}
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
                      aria-label={t('common.removeNamed', { name: item.name })}
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
