import { computeInvoiceTotals } from '@dastarkhan/contract/money';
import { ORDER_NOTE_MAX, QUANTITY_MAX } from '@dastarkhan/contract/limits';
import { useMemo, useState } from 'react';
import { get, useController, useFormState, type FieldError } from 'react-hook-form';
import { FieldErrorText, typedDigitsAsAscii } from '../../../components/ui/field';
import { SmallIcon } from '../../../components/ui/icon';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { menuSections, useMenu } from '../api/get-menu';
import { leftQuantity, typedQuantity, type ReceiptForm, type SelectedItem } from '../receipt-form';

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

/**
 * A line's quantity, typed. The box may be emptied on the way to a new number (backspace, then 3, makes 3): each
 * whole number from 1 up is taken as typed, and leaving the box settles the rest (`leftQuantity`, SPEC §5). More
 * than the server takes is kept as typed and said under the line, and Charge and Hold refuse it (ADR 0122). A
 * text box that steps as a number box does (its role, the arrow keys): Chromium's number box drops the Bengali
 * digits a Bangla keyboard types, which this one takes as ASCII ones (issue 36).
 */
function QuantityInput({ index, name, errorId }: { index: number; name: string; errorId: string }) {
  const { t } = useTranslation();
  const { field } = useController<ReceiptForm, `items.${number}.quantity`>({
    name: `items.${index}.quantity`,
  });
  /** What the box shows while it has the focus, when it is not (yet) the line's quantity. */
  const [typing, setTyping] = useState<string>();
  const tooMany = field.value > QUANTITY_MAX;
  const leave = () => {
    if (typing !== undefined) field.onChange(leftQuantity(typing, field.value));
    setTyping(undefined);
    field.onBlur();
  };
  const step = (delta: 1 | -1) => {
    field.onChange(Math.max(1, leftQuantity(typing ?? '', field.value) + delta));
    setTyping(undefined);
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      role="spinbutton"
      aria-valuemin={1}
      aria-valuenow={field.value}
      aria-label={t('receipt.quantityOf', { name })}
      aria-invalid={tooMany || undefined}
      aria-describedby={tooMany ? errorId : undefined}
      className="w-14 rounded-md border border-slate-300 px-1 py-1.5 text-center aria-invalid:border-red-500 pointer-coarse:min-h-11"
      ref={field.ref}
      name={field.name}
      value={typing ?? field.value}
      onBlur={leave}
      onKeyDown={(event) => {
        // Enter settles the quantity, as leaving the box does, before it opens Charge.
        if (event.key === 'Enter') leave();
        else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      onChange={(event) => {
        typedDigitsAsAscii(event.target);
        const text = event.target.value;
        const quantity = typedQuantity(text);
        if (quantity !== undefined) field.onChange(quantity);
        setTyping(quantity === undefined || String(quantity) !== text ? text : undefined);
      }}
    />
  );
}

type OrderLineProps = {
  item: SelectedItem;
  /** The dish's name as the reader reads it. */
  name: string;
  index: number;
  /** The field array's key of the line: its quantity's error is named after it. */
  lineKey: string;
  total: number | undefined;
  /** Its kitchen note is open. */
  noting: boolean;
  onNote: () => void;
  onStep: (index: number, delta: 1 | -1) => void;
  onRemove: (index: number) => void;
};

/** One line: its dish, price and total; one less, the quantity, one more; its kitchen note and Remove. */
function OrderLine({ item, name, index, lineKey, total, noting, onNote, onStep, onRemove }: OrderLineProps) {
  const { t } = useTranslation();
  const errorId = `quantity-${lineKey}`;
  return (
    <li className="py-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">
          {name}
          <span className="ml-1.5 text-xs font-normal whitespace-nowrap text-slate-500">
            @ {formatTaka(item.price)}
          </span>
          {item.sent ? (
            <span className="ml-1.5 text-xs font-normal text-amber-700">
              {t('orders.sent', { count: item.sent })}
            </span>
          ) : null}
        </span>
        <span className="whitespace-nowrap text-slate-800">{formatTaka(total)}</span>
      </div>
      <div className="mt-1 flex items-center gap-1">
        <button
          type="button"
          className={STEP}
          aria-label={t('receipt.oneLess', { name })}
          onClick={() => onStep(index, -1)}
        >
          <SmallIcon name="minus" />
        </button>
        <QuantityInput index={index} name={name} errorId={errorId} />
        <button
          type="button"
          className={STEP}
          aria-label={t('receipt.oneMore', { name })}
          onClick={() => onStep(index, 1)}
        >
          <SmallIcon name="plus" />
        </button>
        <button
          type="button"
          aria-label={t('orders.addNote', { name })}
          aria-expanded={noting || Boolean(item.note)}
          onClick={onNote}
          className="ml-auto rounded px-2 py-1 text-slate-500 hover:bg-slate-100 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
        >
          <SmallIcon name="pencil" />
        </button>
        <button
          type="button"
          aria-label={t('common.removeNamed', { name })}
          onClick={() => onRemove(index)}
          className="rounded px-2 py-1 text-red-600 hover:bg-red-50 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
        >
          <SmallIcon name="close" />
        </button>
      </div>
      {item.quantity > QUANTITY_MAX && (
        <FieldErrorText id={errorId} message={t('receipt.quantityTooLarge', { max: QUANTITY_MAX })} />
      )}
      {(noting || item.note) && <NoteInput index={index} name={name} />}
    </li>
  );
}

/**
 * A line's dish as the reader reads it: in Bangla the menu's Bangla name when the dish has one (issue 36); the
 * line keeps the English name the books print.
 */
function useDishNames() {
  const { i18n } = useTranslation();
  const menu = useMenu();
  const namesBn = useMemo(
    () =>
      new Map(
        menuSections(menu.data).flatMap((section) =>
          section.recipes.map((recipe) => [recipe._id, recipe.nameBn]),
        ),
      ),
    [menu.data],
  );
  return (item: SelectedItem) =>
    (i18n.language === 'bn' && item.recipeId && namesBn.get(item.recipeId)) || item.name;
}

/** The order's lines (the form's `items`): one less and one more or a typed quantity, the line's total, and remove. */
export function OrderLines({ items, keys, onStep, onRemove }: OrderLinesProps) {
  const { t } = useTranslation();
  const { errors } = useFormState<ReceiptForm>({ name: 'items' });
  // The rule is on the whole list: its error sits at `items`, or at `items.root` once lines were registered.
  const error = (get(errors, 'items.root') ?? get(errors, 'items')) as FieldError | undefined;
  const { lineTotals } = computeInvoiceTotals(items, 'fixed', 0);
  const [noting, setNoting] = useState<ReadonlySet<string>>(new Set());
  const nameOf = useDishNames();
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
          {items.map((item, index) => {
            const key = keys[index] ?? String(index);
            return (
              <OrderLine
                key={key}
                item={item}
                name={nameOf(item)}
                index={index}
                lineKey={key}
                total={lineTotals[index]}
                noting={noting.has(key)}
                onNote={() => setNoting(new Set(noting).add(key))}
                onStep={onStep}
                onRemove={onRemove}
              />
            );
          })}
        </ul>
      )}
      <FieldErrorText message={typeof error?.message === 'string' ? error.message : undefined} />
    </section>
  );
}
