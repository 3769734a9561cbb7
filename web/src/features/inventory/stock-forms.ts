import {
  createStockCategoryBodySchema,
  DEFAULT_SUPPLIER,
  INVENTORY_UNITS,
  lineTotalTk,
  paymentBodySchema,
  reductionBodySchema,
  reductionReasonSchema,
  inventoryPatchSchema,
  stockCountBodySchema,
  wasteBodySchema,
  type StockCountBody,
  type InventoryIntakeRow,
  type InventoryItem,
} from '@dastarkhan/contract/inventory';
import { moneyField, stockQuantityField } from '@dastarkhan/contract/rows';
import { z } from 'zod';
import { formatNumber } from '../../lib/format';
import { i18n, type MessageKey } from '../../lib/i18n';
import { typedNumber } from '../../lib/typed-number';

/**
 * A number typed into a text box: required (the catalogue's `required` words), then checked by the contract's
 * rule for the field (2 decimals, 0 or more).
 */
const typedAmount = (
  required: Extract<MessageKey, `inventory.required.${string}`>,
  field: z.ZodType<number, number>,
) => typedNumber(required, field);

const { name: categoryName, nameBn: categoryNameBn } = createStockCategoryBodySchema.shape;

/**
 * A stock category as its forms hold it (add, edit): the English name, its key, and the Bangla one, the contract's
 * text (not optional, not null), left empty for none (issue 36).
 */
export const stockCategoryFormSchema = z.object({
  name: categoryName,
  nameBn: categoryNameBn.unwrap().unwrap(),
});

/** SPEC §5's edit: quantity only down (decimals allowed), the due 0 or more, and why the quantity went down. */
export function editItemFormSchema(item: InventoryItem) {
  return z.object({
    quantity: typedAmount(
      'inventory.required.quantity',
      stockQuantityField('Quantity', { zero: true }),
    ).refine((quantity) => quantity <= item.quantity, {
      error: () => i18n.t('inventory.edit.quantityTooHigh', { max: formatNumber(item.quantity) }),
    }),
    dueTk: typedAmount('inventory.required.due', moneyField('Due amount')),
    reason: reductionReasonSchema,
    nameBn: inventoryPatchSchema.shape.nameBn.unwrap().unwrap(),
  });
}
export type EditItemFormValues = z.input<ReturnType<typeof editItemFormSchema>>;
export type EditItemFormOutput = z.output<ReturnType<typeof editItemFormSchema>>;

export const reductionFormSchema = reductionBodySchema.extend({
  quantity: typedAmount('inventory.required.quantity', reductionBodySchema.shape.quantity),
});
export const wasteFormSchema = wasteBodySchema.extend({
  quantity: typedAmount('inventory.required.quantity', wasteBodySchema.shape.quantity),
});
/** A reduction or waste as typed: the quantity as text, a reason of either list. */
export type StockOutFormValues = z.input<typeof reductionFormSchema> | z.input<typeof wasteFormSchema>;

export const paymentFormSchema = paymentBodySchema.extend({
  amount: typedAmount('inventory.required.amount', paymentBodySchema.shape.amount),
});
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

const countedQuantity = stockCountBodySchema.shape.counts.element.shape.quantity;

/**
 * A count sheet as typed: a text box per item, by id. Left blank, the item was not counted; otherwise the
 * contract's rule for a counted quantity (0 or more, 3 decimals) applies, and the error shows beside that item.
 */
export const countFormSchema = z
  .object({ counts: z.record(z.string(), z.string()), note: z.string() })
  .transform(({ counts, note }, ctx): StockCountBody => {
    const rows: StockCountBody['counts'] = [];
    for (const [itemId, typed] of Object.entries(counts)) {
      if (typed.trim() === '') continue;
      const quantity = countedQuantity.safeParse(Number(typed));
      if (quantity.success) rows.push({ itemId, quantity: quantity.data });
      else
        ctx.addIssue({
          code: 'custom',
          path: ['counts', itemId],
          message: quantity.error.issues[0]!.message,
        });
    }
    if (rows.length === 0)
      ctx.addIssue({ code: 'custom', path: ['note'], message: i18n.t('stockCount.nothingCounted') });
    return { counts: rows, ...(note.trim() ? { note: note.trim() } : {}) };
  });
export type CountFormValues = z.input<typeof countFormSchema>;

/** One card of the add form as typed: the contract's intake fields, each a text box or a select. */
const itemCardInput = z.object({
  name: z.string(),
  /** Left empty, none is sent: a new item has none, and more of an item keeps its own (issue 36). */
  nameBn: z.string(),
  /** One of the stock categories the admin keeps, or '' before one is chosen. */
  category: z.string(),
  quantity: z.string(),
  unit: z.enum(INVENTORY_UNITS),
  price: z.string(),
  vendor: z.string(),
  minQuantity: z.string(),
  dueTk: z.string(),
});
export type ItemDraft = z.input<typeof itemCardInput>;

export const BLANK_ITEM: ItemDraft = {
  name: '',
  nameBn: '',
  category: '',
  quantity: '',
  unit: 'kg',
  price: '',
  vendor: '',
  minQuantity: '',
  dueTk: '',
};

/** What a card takes from an item in stock to receive more of it: its names, category, unit and supplier. */
export const receivedFields = (item: InventoryItem) =>
  ({
    name: item.name,
    nameBn: item.nameBn ?? '',
    category: item.category,
    unit: item.unit,
    vendor: item.supplier.name === DEFAULT_SUPPLIER ? '' : item.supplier.name,
  }) satisfies Partial<ItemDraft>;

/**
 * Where a card's intake goes, as the server merges intakes (docs/decisions/0020): into the live item with the
 * same name in any letter case (trimmed), the same category and the same unit; into an earlier card of the same
 * save that is the same; or a new item, which may share its name with an item of another category or unit.
 * Undefined until the card has a name and a category.
 */
export type IntakeTarget =
  | { kind: 'existing'; item: InventoryItem }
  | { kind: 'earlier'; card: number }
  | { kind: 'new'; namesake?: InventoryItem };

const sameName = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();
const sameIdentity = (draft: ItemDraft, other: Pick<ItemDraft, 'name' | 'category' | 'unit'>) =>
  sameName(draft.name, other.name) && draft.category === other.category && draft.unit === other.unit;

export function intakeTarget(
  drafts: ItemDraft[],
  index: number,
  stock: InventoryItem[],
): IntakeTarget | undefined {
  const draft = drafts[index];
  if (!draft?.name.trim() || !draft.category) return undefined;
  const existing = stock.find((item) => sameIdentity(draft, item));
  if (existing) return { kind: 'existing', item: existing };
  const earlier = drafts.slice(0, index).findIndex((other) => sameIdentity(draft, other));
  if (earlier >= 0) return { kind: 'earlier', card: earlier + 1 };
  return { kind: 'new', namesake: stock.find((item) => sameName(item.name, draft.name)) };
}

const isMissing = (item: ItemDraft) =>
  !item.name.trim() || !item.category || item.quantity.trim() === '' || item.price.trim() === '';

/**
 * What the spec sends (SPEC §5 "Inventory add"): numbers as numbers, supplier 'Not specified' when the vendor
 * is empty, dueTk 0. An empty Min Quantity is left out rather than sent as 10: the server gives a new item 10
 * and a re-intake keeps the item's own threshold (docs/decisions/0020).
 */
function toIntake(item: ItemDraft): InventoryIntakeRow {
  const quantity = Number(item.quantity);
  const price = Number(item.price);
  return {
    name: item.name.trim(),
    ...(item.nameBn.trim() === '' ? {} : { nameBn: item.nameBn.trim() }),
    category: item.category,
    quantity,
    unit: item.unit,
    price,
    supplier: { name: item.vendor.trim() || DEFAULT_SUPPLIER },
    ...(item.minQuantity.trim() === '' ? {} : { threshold: Number(item.minQuantity) }),
    dueTk: item.dueTk.trim() === '' ? 0 : Number(item.dueTk),
    totalTk: lineTotalTk(quantity, price),
  };
}

/**
 * 'Add Items to Inventory': a card missing its name, category, quantity or price refuses the save with one
 * alert; otherwise the cards go as the API's intake rows, and the API checks the rest.
 */
export const addItemsFormSchema = z.object({
  items: z
    .array(itemCardInput)
    .refine((items) => !items.some(isMissing), { error: () => i18n.t('inventory.add.incomplete') })
    .transform((items) => items.map(toIntake)),
});
export type AddItemsFormValues = z.input<typeof addItemsFormSchema>;
export type AddItemsFormOutput = z.output<typeof addItemsFormSchema>;
