import { z } from 'zod';
import { idSchema, roleSchema } from './common';
import { DIGIT_SETS, LANGUAGE_CODES } from './language';
import { emailSchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './sign-in';

export { loginBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, type LoginBody } from './sign-in';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);

export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  avatar: z.string().nullable(),
  createdAt: z.string(),
  /** The language the user reads the app in; null follows the business's default (issue 36). */
  language: z.enum(LANGUAGE_CODES).nullable(),
  /** The digits they read numbers in; null writes the language's own (latn for English, beng for Bangla). */
  digits: z.enum(DIGIT_SETS).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What a user changes of their own preferences; a null goes back to the default. */
export const userPreferencesSchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES).nullable().optional(),
  digits: z.enum(DIGIT_SETS).nullable().optional(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password is too long');

export const registerBodySchema = z
  .object({
    name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['passwordConfirm'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * Who is signed in, with the business's default language that a user whose `language` is null reads. The spec's
 * clients read only `user` (and the token), so the added member breaks no one.
 */
const signedInSchema = z.object({ user: userSchema, defaultLanguage: z.enum(LANGUAGE_CODES) });

export const loginResponseSchema = signedInSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/**
 * Registering signs the new account in (issue 31): the same token and user as signing in. The spec's client
 * reads nothing of it, so the added token breaks no one.
 */
export const registerResponseSchema = loginResponseSchema;

export const meResponseSchema = signedInSchema;
