import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageMetaSchema, pageQuerySchema, requiredText } from './common';
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

const costRowSchema = z
  .object({
    reason: requiredText('Reason', 200),
    amount: moneyField('Amount'),
    holderName: z.string().trim().max(100, 'Holder name is too long').optional(),
  })
  .transform((row) => ({ ...row, holderName: row.holderName || DEFAULT_HOLDER }));
export type CostInput = z.output<typeof costRowSchema>;

export const costsBodySchema = numberedRows(costRowSchema, 'Cost', { max: MAX_COST_ROWS });
export type CostsBody = z.input<typeof costRowSchema>[];

export const costSchema = z.object({
  _id: idSchema,
  reason: z.string(),
  amount: z.number(),
  holderName: z.string(),
  createdAt: z.string(),
  addedBy: z.object({ name: z.string() }),
});
export type Cost = z.infer<typeof costSchema>;

/** `total` counts the costs in the period (for paging); `totalAmount` sums their amounts in taka. */
export const costsPageSchema = pageMetaSchema.extend({
  costs: z.array(costSchema),
  totalAmount: z.number(),
});
export type CostsPage = z.infer<typeof costsPageSchema>;

export const costsCreatedSchema = z.object({ costs: z.array(costSchema) });
