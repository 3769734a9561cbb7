import { z } from 'zod';
import { idSchema, roleSchema } from './common';
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
});
export type User = z.infer<typeof userSchema>;

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

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/**
 * Registering signs the new account in (issue 31): the same token and user as signing in. The spec's client
 * reads nothing of it, so the added token breaks no one.
 */
export const registerResponseSchema = loginResponseSchema;

export const meResponseSchema = z.object({ user: userSchema });
