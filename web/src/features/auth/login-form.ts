import { loginBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@dastarkhan/contract/sign-in';
import * as z from 'zod/mini';

// The form also holds the password to the minimum length (SPEC §5 Login). zod's small build, as the
// contract's sign-in schemas are. A module of its own, downloaded after the sign-in page has drawn
// (login-page.tsx): the page's first download carries no zod (issue 31).
export const loginFormSchema = z.extend(loginBodySchema, {
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
