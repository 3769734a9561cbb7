import * as z from 'zod/mini';

/**
 * What signing in sends, built with zod's small build so the sign-in page carries no more of zod than it
 * uses (ADR 0096); `auth.ts` builds the rest of the accounts' schemas on these.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Must be at least 8 characters long';

export const emailSchema = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email is too long')),
  z.email({ error: 'Please enter a valid email address' }),
);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
