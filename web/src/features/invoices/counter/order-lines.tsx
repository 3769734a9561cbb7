import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { ORDER_NOTE_MAX } from '@dastarkhan/contract/limits';
import { useState } from 'react';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { FieldErrorText } from '../../../components/ui/field';
import { SmallIcon } from '../../../components/ui/icon';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { parseQuantity, type ReceiptForm, type SelectedItem } from '../receipt-form';

/** A line's note for the kitchen, opened from its pencil button and kept with the line. */
function NoteInput({ index, name }: { index: number; name: string }) {
  const { t } = useTranslation();
  const { field } = useController<ReceiptForm, `items.${number}.note`>({ name: `items.${index}.note` });
  return (
    <input
      type="text"
      maxLength={ORDER_NOTE_MAX}
      aria-label={t('orders.noteFor', { name })}
      placeholder={t('orders.notePlaceholder')}
      className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm pointer-coarse:min-h-11"
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

type OrderLinesProps = {
  /** The form's `items` as they stand, and the field array's key for each. */
  items: SelectedItem[];
  keys: string[];
  onStep: (index: number, delta: 1 | -1) => void;
  onRemove: (index: number) => void;
};

const STEP =
  'h-9 w-9 shrink-0 rounded-md border border-slate-300 bg-white text-lg leading-none text-slate-700 hover:bg-slate-50 pointer-coarse:h-11 pointer-coarse:w-11';

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
      className="w-14 rounded-md border border-slate-300 px-1 py-1.5 text-center pointer-coarse:min-h-11"
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parseQuantity(event.target.value))}
    />
  );
}

/** The order's lines (the form's `items`): one less and one more or a typed quantity, the line's total, and remove. */
export function OrderLines({ items, keys, onStep, onRemove }: OrderLinesProps) {
  const { t } = useTranslation();
  const { errors } = useFormState<ReceiptForm>({ name: 'items' });
  // The rule is on the whole list: its error sits at `items`, or at `items.root` once lines were registered.
  const error = (get(errors, 'items.root') ?? get(errors, 'items')) as FieldError | undefined;
  const { lineTotals } = computeInvoiceTotals(items, 'fixed', 0);
  const [noting, setNoting] = useState<ReadonlySet<string>>(new Set());
  return (
    <section aria-labelledby="selected-items-title" className="flex min-h-0 flex-1 flex-col">
      <h2 id="selected-items-title" className="mb-1 text-sm font-semibold text-slate-800">
        {t('receipt.selectedItems')}
      </h2>
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('receipt.pickDishes')}</p>
      ) : (
        <ul
          aria-label={t('receipt.selectedItems')}
          className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto"
        >
          {items.map((item, index) => (
            <li key={keys[index] ?? index} className="py-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-800">
                  {item.name}
                  <span className="ml-1.5 text-xs font-normal whitespace-nowrap text-slate-500">
                    @ {formatTaka(item.price)}
                  </span>
                  {item.sent ? (
                    <span className="ml-1.5 text-xs font-normal text-amber-700">
                      {t('orders.sent', { count: item.sent })}
                    </span>
                  ) : null}
                </span>
                <span className="whitespace-nowrap text-slate-800">{formatTaka(lineTotals[index])}</span>
              </div>
              <div className="mt-1 flex items-center gap-1">
                <button
                  type="button"
                  className={STEP}
                  aria-label={t('receipt.oneLess', { name: item.name })}
                  onClick={() => onStep(index, -1)}
                >
                  <SmallIcon name="minus" />
                </button>
                <QuantityInput index={index} name={item.name} />
                <button
                  type="button"
                  className={STEP}
                  aria-label={t('receipt.oneMore', { name: item.name })}
                  onClick={() => onStep(index, 1)}
                >
                  <SmallIcon name="plus" />
                </button>
                <button
                  type="button"
                  aria-label={t('orders.addNote', { name: item.name })}
                  aria-expanded={noting.has(keys[index] ?? '') || Boolean(item.note)}
                  onClick={() => setNoting(new Set(noting).add(keys[index] ?? ''))}
                  className="ml-auto rounded px-2 py-1 text-slate-500 hover:bg-slate-100 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                >
                  <SmallIcon name="pencil" />
                </button>
                <button
                  type="button"
                  aria-label={t('common.removeNamed', { name: item.name })}
                  onClick={() => onRemove(index)}
                  className="rounded px-2 py-1 text-red-600 hover:bg-red-50 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                >
                  <SmallIcon name="close" />
                </button>
              </div>
              {(noting.has(keys[index] ?? '') || item.note) && <NoteInput index={index} name={item.name} />}
            </li>
          ))}
        </ul>
      )}
      <FieldErrorText message={error?.message} />
    </section>
  );
}
