import { z } from 'zod';
import type { FailureTerm } from './failures/en';
import { hasAtMostTwoDecimals } from './common';
import { AMOUNT_MAX, STOCK_QUANTITY_MAX } from './limits';
import { formatTaka } from './money';

/** A number whose messages name the field; a missing value and a non-number get different messages. */
export const namedNumber = (label: FailureTerm) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a number`,
  });

/**
 * A taka amount whose messages name the field: "Price is required", "Amount must be 0 or more", "Amount must be
 * at most ৳1,00,00,000.00" (AMOUNT_MAX unless a field states another). A missing value and a non-number get
 * different messages.
 */
export function moneyField(label: FailureTerm, maxTaka = AMOUNT_MAX) {
  return namedNumber(label)
    .min(0, { message: `${label} must be 0 or more`, abort: true })
    .max(maxTaka, { message: `${label} must be at most ${formatTaka(maxTaka)}`, abort: true })
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimal places`);
}

/** Whether a number 0 or more is written with at most `places` decimals. */
export function hasAtMostPlaces(places: number): (value: number) => boolean {
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  return (value) => pattern.test(String(value));
}

/**
 * A quantity above 0 (or, with `zero`, at least 0) with at most `places` decimals, whose messages name the field
 * like moneyField's: "Plates per batch must be more than 0", "Quantity must have at most 3 decimal places".
 */
export function positiveDecimalField(label: FailureTerm, places: number, max: number, { zero = false } = {}) {
  const number = namedNumber(label);
  return (
    zero
      ? number.min(0, { message: `${label} must be 0 or more`, abort: true })
      : number.gt(0, { message: `${label} must be more than 0`, abort: true })
  )
    .max(max, { message: `${label} must be at most ${max}`, abort: true })
    .refine(hasAtMostPlaces(places), `${label} must have at most ${places} decimal places`);
}

/** A quantity of a stock item as people type it (2 decimals), in the item's unit, at most STOCK_QUANTITY_MAX. */
export const stockQuantityField = (label: FailureTerm, { zero = false } = {}) =>
  positiveDecimalField(label, 2, STOCK_QUANTITY_MAX, { zero });

/** A row's label whose lower case ("item") and plural ("items") are failure terms too, as the list's messages use them. */
type RowLabel = {
  [K in FailureTerm]: Lowercase<K> extends FailureTerm
    ? `${Lowercase<K>}s` extends FailureTerm
      ? K
      : never
    : never;
}[FailureTerm];

/**
 * A list of form rows sent in one request. Each row is checked on its own so a failure names it:
 * "Item 2: Price is required". With `acceptSingle`, one bare object counts as a list of one.
 */
export function numberedRows<T extends z.ZodType>(
  row: T,
  label: RowLabel,
  options: { max: number; acceptSingle?: boolean },
) {
  // Rows are validated one by one below (to number the failures); the docs still show a row's shape.
  const { $schema: _, ...rowDocs } = z.toJSONSchema(row, { io: 'input', unrepresentable: 'any' });
  const list = z
    .array(z.unknown().meta(rowDocs), { message: `Send a list of ${label.toLowerCase()}s` })
    .min(1, `Add at least one ${label.toLowerCase()}`)
    .max(options.max, `At most ${options.max} ${label.toLowerCase()}s at a time`)
    .transform((rows, ctx) => {
      const parsed: z.output<T>[] = [];
      rows.forEach((value, index) => {
        const result = row.safeParse(value);
        if (result.success) {
          parsed.push(result.data);
          return;
        }
        for (const issue of result.error.issues) {
          ctx.addIssue({
            code: 'custom',
            path: [index, ...issue.path],
            message: `${label} ${index + 1}: ${issue.message}`,
          });
        }
      });
      return parsed.length === rows.length ? parsed : z.NEVER;
    });
  if (!options.acceptSingle) return list;
  // z.preprocess would document the list alone; this accepts the same and documents both shapes, so a client
  // generated from the OpenAPI document may send either.
  const { $schema: __, ...listDocs } = z.toJSONSchema(list, { io: 'input', unrepresentable: 'any' });
  return z
    .unknown()
    .transform((value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value,
    )
    .pipe(list)
    .meta({ anyOf: [rowDocs, listDocs] });
}
