import { z } from 'zod';
import { idSchema, roleSchema } from './common';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Must be at least 8 characters long';
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

const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

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

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
