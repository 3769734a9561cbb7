import { z } from 'zod';
import { i18n, type MessageKey } from './i18n';

/** The catalogue's words for an empty box: `recipes.bill.required`, `inventory.required.due`, `costs.amountRequired`. */
export type RequiredKey = Extract<MessageKey, `${string}.required${string}` | `${string}Required`>;

/**
 * A number typed into a text box: required (the catalogue's `required` words, read when the message is shown),
 * then checked by the contract's rule for the field, whose own messages follow (its range, its decimals).
 */
export const typedNumber = <Field extends z.ZodType<number, number>>(required: RequiredKey, field: Field) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18n.t(required) })
    .transform(Number)
    .pipe(field);
