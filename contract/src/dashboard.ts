import { z } from 'zod';
import { periodSchema } from './common';

export const dashboardQuerySchema = z.object({ range: periodSchema.default('today') });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * `sales` and `orderCount` cover the chosen period; `totalCustomers` and `totalInventoryItems` are the
 * current totals, whatever the period (docs/decisions/0012-dashboard-figures.md).
 */
export const dashboardSummarySchema = z.object({
  range: periodSchema,
  startDate: z.string(),
  endDate: z.string(),
  sales: z.number(),
  orderCount: z.number().int(),
  totalCustomers: z.number().int(),
  totalInventoryItems: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const salesPointSchema = z.object({
  /** First business day of the bucket (YYYY-MM-DD). */
  date: z.string(),
  sales: z.number(),
  orderCount: z.number().int(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

/** One point per day of the period, or per month for the year; days without sales are zeros. */
export const salesSeriesSchema = z.object({
  range: periodSchema,
  unit: z.enum(['day', 'month']),
  points: z.array(salesPointSchema),
});
export type SalesSeries = z.infer<typeof salesSeriesSchema>;
