import * as z from 'zod/mini';

/**
 * A refused or failed call: 'fail' for the caller's mistake (4xx), 'error' for the server's (5xx, with the
 * request id to quote). The OpenAPI document declares it for every 4xx and 5xx answer.
 *
 * Built with zod's small build, as `sign-in.ts` is: the web reads every answer through it, on the sign-in page
 * too, where the full zod would be a quarter of the page's script (ADR 0096).
 */
/**
 * Beside each English message, its stable code and the values it was worded with (issue 36): a client in another
 * language words it from its catalogue.
 */
const worded = {
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.unknown())),
};

export const failureSchema = z.object({
  status: z.enum(['fail', 'error']),
  ...worded,
  errors: z.optional(z.array(z.object({ path: z.string(), ...worded }))),
  requestId: z.optional(z.string()),
});
export type Failure = z.infer<typeof failureSchema>;
