import * as z from 'zod/mini';

/**
 * `code` is the stable name of the message's template (contract/src/failures/en.ts) and `params` the values it
 * names, for a client that words the failure itself (issue 36); `message` is in the language the request's
 * Accept-Language prefers, English without one. A field's entry in `errors` carries its own.
 */
const coded = {
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.string())),
};

/**
 * A refused or failed call: 'fail' for the caller's mistake (4xx), 'error' for the server's (5xx, with the
 * request id to quote). The OpenAPI document declares it for every 4xx and 5xx answer.
 *
 * Built with zod's small build, as `sign-in.ts` is: the web reads every answer through it, on the sign-in page
 * too, where the full zod would be a quarter of the page's script (ADR 0096).
 */
export const failureSchema = z.object({
  status: z.enum(['fail', 'error']),
  ...coded,
  errors: z.optional(z.array(z.object({ path: z.string(), ...coded }))),
  requestId: z.optional(z.string()),
});
export type Failure = z.infer<typeof failureSchema>;
