import { z } from 'zod';
import { idSchema, optionalText, pageMetaSchema, pageQuerySchema, requiredText } from './common';
import { creditLimitField } from './accounts';
import { BD_PHONE_MESSAGE, normalizeBdPhone } from './phone';

export const DEFAULT_COUNTRY = 'Bangladesh';
export const INVALID_EMAIL = 'Please enter a valid email address';

const phoneSchema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((value, ctx) => {
    const phone = normalizeBdPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
    return z.NEVER;
  });

/** Email is optional: an empty string means "none" (forms send '' for an untouched field). */
const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL);

export const customerAddressInputSchema = z.object({
  street: optionalText(200).optional(),
  city: optionalText(100).optional(),
  state: optionalText(100).optional(),
  zipCode: optionalText(20).optional(),
  country: optionalText(100).optional(),
});

export const customerBodySchema = z.object({
  name: requiredText('Name', 100),
  phone: phoneSchema,
  email: emailSchema.optional(),
  address: customerAddressInputSchema.optional(),
  notes: optionalText(1000).optional(),
  /** Taka, or null for none (issue 35): the counter warns at it, and only an admin's approval goes past it. */
  creditLimit: creditLimitField,
});
export type CustomerBody = z.input<typeof customerBodySchema>;
export type CustomerInput = z.output<typeof customerBodySchema>;

/** PATCH takes the same fields as POST, each optional; address parts left out keep their value. */
export const customerPatchSchema = customerBodySchema.partial();
export type CustomerPatch = z.output<typeof customerPatchSchema>;

export const customerAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const customerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** National form 01XXXXXXXXX. */
  phone: z.string(),
  /** '' when the customer gave none. */
  email: z.string(),
  address: customerAddressSchema,
  notes: z.string(),
  invoiceCount: z.number().int(),
  /** Business day (YYYY-MM-DD) of the customer's latest receipt, or null before the first. */
  lastInvoiceDate: z.string().nullable(),
  /** What they owe on credit (issue 35), and their credit limit (null: none). */
  balance: z.number(),
  creditLimit: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customersPageSchema = pageMetaSchema.extend({ customers: z.array(customerSchema) });
export type CustomersPage = z.infer<typeof customersPageSchema>;

export const customerResponseSchema = z.object({ customer: customerSchema });
