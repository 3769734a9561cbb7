import { z } from 'zod';
import { requiredText } from './common';

/**
 * What the menu's and the stock's category lists share: an admin keeps each, names compare in any letter case or
 * spacing (`categoryKey`, ADR 0061), and each category has a place in its list (ADRs 0006, 0132).
 */

/** A category name as sent: trimmed, inner runs of spaces made one (letter case is kept as typed). */
export const categoryNameSchema = requiredText('Category', 60).transform((name) => name.replace(/\s+/g, ' '));

export const sortOrderSchema = z
  .number({ message: 'Sort order must be a whole number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order must be 0 or more')
  .max(10_000, 'Sort order must be at most 10000');

/** The category a rename or deletion names, in any letter case or spacing. */
export const categoryParamsSchema = z.object({ name: z.string().min(1).max(60) });
