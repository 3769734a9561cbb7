import * as z from 'zod/mini';
import { failureSchema } from '../envelope';

/**
 * `code` is the stable name of the message's template (en.ts) and `params` the values it names (issue 36); the
 * message is in the language the request's Accept-Language prefers, English without one.
 */
const coded = { code: z.optional(z.string()), params: z.optional(z.record(z.string(), z.string())) };

/**
 * The failure envelope as the server sends it and the OpenAPI document declares it: `failureSchema` with each
 * message's code and params, the body's and each field's. The web reads answers through `failureSchema`, which
 * leaves them out: the server already words `message` in the screens' language, and the counter's first download
 * has no room for them.
 */
export const sentFailureSchema = z.extend(failureSchema, {
  ...coded,
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string(), ...coded }))),
});
export type SentFailure = z.infer<typeof sentFailureSchema>;
