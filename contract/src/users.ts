import { z } from 'zod';
import { USER_STATUSES, userSchema } from './auth';
import { pageMetaSchema, pageQuerySchema, ROLES } from './common';

export const usersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersPageSchema = pageMetaSchema.extend({ users: z.array(userSchema) });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** An admin changes a user's role and/or status; unknown fields are refused rather than ignored. */
export const userPatchSchema = z
  .strictObject({
    role: z.enum(ROLES, { message: 'Role must be admin, manager, cashier or staff' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Status must be Active or Inactive' }).optional(),
  })
  .refine(
    (body) => body.role !== undefined || body.status !== undefined,
    'Send a role or a status to change',
  );
export type UserPatch = z.infer<typeof userPatchSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const LAST_ADMIN_MESSAGE = 'This is the last active admin. Make another user an active admin first.';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account. Ask another admin to do it.';
