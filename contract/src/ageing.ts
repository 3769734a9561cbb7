import { z } from 'zod';

/**
 * What is owed, by business days since each unpaid receipt's or delivery's day (restaurant time zone): a
 * customer's dues and a supplier's payable age alike (issue 35).
 */
export const ageingSchema = z.object({
  days0to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
});
export type Ageing = z.infer<typeof ageingSchema>;
export const AGEING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;

/** The bucket of something `days` business days old: 0–30, 31–60, 61–90, over 90. */
export function ageingBucket(days: number): (typeof AGEING_BUCKETS)[number] {
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}
