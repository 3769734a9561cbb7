import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageMetaSchema, pageQuerySchema, requiredText } from './common';
import { AMOUNT_MAX } from './limits';
import { moneyField, numberedRows } from './rows';

export const DEFAULT_HOLDER = 'Not specified';
/** Rows one save may carry. */
export const MAX_COST_ROWS = 100;

/**
 * The period `[startDate, endDate)`: the start is inclusive, the end exclusive, except that an end naming a
 * last millisecond (…:59.999Z) includes that whole millisecond (`exclusiveEnd` in periods.ts).
 */
export const costsQuerySchema = pageQuerySchema
  .extend({
    startDate: isoDateTimeSchema.optional(),
    endDate: isoDateTimeSchema.optional(),
  })
  .refine(
    (query) => !query.startDate || !query.endDate || new Date(query.startDate) <= new Date(query.endDate),
    {
      message: 'startDate must not be after endDate',
      path: ['startDate'],
    },
  );
export type CostsQuery = z.infer<typeof costsQuerySchema>;

/**
 * The largest extra cost one row may record, in taka (৳1,00,00,000.00, one crore): far above any real gas
 * bill or repair, far below the ৳99,999,999,999 typo that would swamp every total.
 */
export const MAX_COST_AMOUNT = AMOUNT_MAX;

/** Each field of a cost as its forms and the API check it. */
export const costFields = {
  reason: requiredText('Reason', 200),
  amount: moneyField('Amount', MAX_COST_AMOUNT),
  holderName: z.string().trim().max(100, 'Holder name is too long'),
};
const holderOrDefault = (holderName: string | undefined) => holderName || DEFAULT_HOLDER;

const costRowSchema = z
  .object({ ...costFields, holderName: costFields.holderName.optional() })
  .transform((row) => ({ ...row, holderName: holderOrDefault(row.holderName) }));
export type CostInput = z.output<typeof costRowSchema>;

export const costsBodySchema = numberedRows(costRowSchema, 'Cost', { max: MAX_COST_ROWS });
export type CostsBody = z.input<typeof costRowSchema>[];

/**
 * The row version a client read (PostgreSQL's `xmin`, which every write to the row changes), sent back with an
 * edit or a deletion so that one based on a stale read is refused with 409.
 */
export const costVersionSchema = z
  .string({ message: 'Version is required' })
  .regex(/^\d{1,10}$/, 'Version must be the one read with the cost')
  .refine((text) => Number(text) <= 0xffff_ffff, 'Version must be the one read with the cost');

export const costSchema = z.object({
  _id: idSchema,
  reason: z.string(),
  amount: z.number(),
  holderName: z.string(),
  createdAt: z.string(),
  addedBy: z.object({ name: z.string() }),
  version: z.string(),
});
export type Cost = z.infer<typeof costSchema>;

/** `total` counts the costs in the period (for paging); `totalAmount` sums their amounts in taka. */
export const costsPageSchema = pageMetaSchema.extend({
  costs: z.array(costSchema),
  totalAmount: z.number(),
});
export type CostsPage = z.infer<typeof costsPageSchema>;

export const costsCreatedSchema = z.object({ costs: z.array(costSchema) });

/** An admin's correction: any of reason, amount and holder (a blank holder is 'Not specified'), with the version read. */
export const costPatchSchema = z
  .object({ ...costFields, version: costVersionSchema })
  .partial({ reason: true, amount: true, holderName: true })
  .refine(
    (patch) => patch.reason !== undefined || patch.amount !== undefined || patch.holderName !== undefined,
    'Send reason, amount or holderName',
  )
  .transform((patch) =>
    patch.holderName === undefined ? patch : { ...patch, holderName: holderOrDefault(patch.holderName) },
  );
export type CostPatchInput = z.input<typeof costPatchSchema>;
export type CostPatch = z.output<typeof costPatchSchema>;

/** A deletion may name the version read, as the screen's does; then a cost changed since is not deleted. */
export const costDeleteQuerySchema = z.object({ version: costVersionSchema.optional() });

export const costResponseSchema = z.object({ cost: costSchema });
