import type { AuditEntry, AuditKind } from '@dastarkhan/contract/audit';
import { formatDateTime, formatNumber, formatTaka } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';

/** One changed field of an entry: its value before and after (a side is absent for a create or a void). */
export type FieldChange = { field: string; before?: unknown; after?: unknown };

/** Fields an owner looks for first: what the thing is called, what it came to, and where it stands. */
const HEADLINE = [
  'name',
  'invoiceNumber',
  'total',
  'amount',
  'status',
  'quantity',
  'price',
  'role',
  'reason',
];

/** Already in the entry's own columns: its id names the entity, and a create's time is the entry's. */
const SHOWN_ELSEWHERE = new Set(['_id', 'createdAt']);

/**
 * Amounts in taka as the API writes them (total, amountPaid, unitPrice, dueTk); a percentage discount keeps
 * its number, so discountAmount is not one of them.
 */
const MONEY_FIELD = /(price|total|amount|paid|discount|cost|change|due|tk)$/i;
const NOT_MONEY = new Set(['discountAmount']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How many fields an entry shows before the rest fold away. */
export const FIELDS_SHOWN = 4;

/** A value with the ids of what it holds left out: a receipt's lines saved again keep their dishes but not their ids. */
const withoutIds = (value: unknown): string =>
  JSON.stringify(value, (key, inner: unknown) => (key === '_id' ? undefined : inner));

/**
 * The entry's changed fields, the owner's headline fields first, then the others in the order they came. An
 * edit's field that differs only in the ids inside it (its lines written anew) changed nothing an owner reads.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) =>
      !SHOWN_ELSEWHERE.has(field) &&
      !(entry.before && entry.after && withoutIds(before[field]) === withoutIds(after[field])),
  );
  const rank = (field: string) => {
    const place = HEADLINE.indexOf(field);
    return place === -1 ? HEADLINE.length : place;
  };
  return fields
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({
      field,
      ...(entry.before && { before: before[field] }),
      ...(entry.after && { after: after[field] }),
    }));
}

/**
 * A field's name as a reader says it, in their language: the catalogue's (`audit.fields`, issue 36), else the
 * API's own name in words, amountPaid → "Amount paid" (ADR 0167), for a field an older entry keeps that the
 * books no longer write.
 */
export function fieldLabel(t: TFunction, field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return t(`audit.fields.${field}` as 'audit.fields.name', {
    defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
  });
}

type Named = { name?: unknown; quantity?: unknown };

/** A receipt's lines as "Kacchi ×3, Borhani ×2"; anything else in a list, by how many there are. */
function formatList(t: TFunction, values: unknown[]): string {
  const named = values.filter((value): value is Named => typeof (value as Named)?.name === 'string');
  if (named.length !== values.length || values.length === 0)
    return t('audit.lines', { count: values.length });
  return named
    .map(({ name, quantity }) =>
      typeof quantity === 'number' ? `${String(name)} ×${formatNumber(quantity, 3)}` : String(name),
    )
    .join(', ');
}

/** A value as the rest of the app shows it: taka with ৳, times in the restaurant's zone, lists in short. */
export function formatValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'number')
    return MONEY_FIELD.test(field) && !NOT_MONEY.has(field) ? formatTaka(value) : formatNumber(value, 3);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return formatList(t, value);
  if (typeof value === 'object') {
    const { name } = value as Named;
    if (typeof name === 'string') return name;
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(t, key)}: ${formatValue(t, key, inner)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * What the entity is called: the label the entry was written with (a receipt's number, a thing's name); for an
 * entry without one, the number or name among its values, else its id (a dish category's id is its name).
 */
export function entityName(entry: Pick<AuditEntry, 'entityId' | 'label' | 'before' | 'after'>): string {
  if (entry.label) return entry.label;
  const values = { ...entry.before, ...entry.after };
  for (const field of ['invoiceNumber', 'name']) {
    const value = values[field];
    if (typeof value === 'string' && value) return value;
  }
  return entry.entityId;
}

/** What the entity is called, as the reader reads it: a setting by its name in the catalogue, not its key. */
export function shownEntityName(
  t: TFunction,
  entry: Pick<AuditEntry, 'kind' | 'entityId' | 'label' | 'before' | 'after'>,
): string {
  const name = entityName(entry);
  return entry.kind === 'setting'
    ? t(`audit.settings.${entry.entityId}` as 'audit.settings.vat', { defaultValue: name })
    : name;
}

/**
 * Whose history an entry belongs to: a receipt's payments, an item's movements and a dish's recipe are filed
 * under the receipt, the item and the dish (contract's historyKinds), whose History shows them.
 */
export function historyOwner(kind: AuditKind): AuditKind {
  if (kind === 'payment') return 'receipt';
  if (kind === 'stock-movement') return 'stock-item';
  if (kind === 'recipe') return 'dish';
  return kind;
}

/** Receipts and their later payments are filed under the receipt's id: both open the receipt. */
export const opensReceipt = (kind: AuditKind) => kind === 'receipt' || kind === 'payment';

/** Where a receipt opens: as it was, with its VOID mark, once voided (ADR 0156); on the counter otherwise. */
export const receiptPath = (id: string, voided: boolean) =>
  voided ? `/dashboard/invoices/${id}/voided` : `/dashboard/invoices/${id}/edit`;

/** The receipts the entries show voided: their links open the voided view. */
export function voidedReceipts(
  entries: readonly Pick<AuditEntry, 'kind' | 'entityId' | 'action'>[],
): Set<string> {
  return new Set(
    entries
      .filter((entry) => entry.kind === 'receipt' && entry.action === 'void')
      .map((entry) => entry.entityId),
  );
}
