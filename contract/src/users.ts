import { z } from 'zod';
import { userSchema } from './auth';
import { pageMetaSchema, pageQuerySchema } from './common';

export const usersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersPageSchema = pageMetaSchema.extend({ users: z.array(userSchema) });
export type UsersPage = z.infer<typeof usersPageSchema>;
