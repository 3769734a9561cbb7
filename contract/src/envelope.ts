import * as z from 'zod/mini';

/**
 * A refused or failed call: 'fail' for the caller's mistake (4xx), 'error' for the server's (5xx, with the
 * request id to quote). The OpenAPI document declares it for every 4xx and 5xx answer.
 *
 * Built with zod's small build, as `sign-in.ts` is: the web reads every answer through it, on the sign-in page
 * too, where the full zod would be a quarter of the page's script (ADR 0096).
 */
export const failureSchema = z.object({
  status: z.enum(['fail', 'error']),
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  requestId: z.optional(z.string()),
});
export type Failure = z.infer<typeof failureSchema>;
