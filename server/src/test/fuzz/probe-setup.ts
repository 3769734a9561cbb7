import { seedProbeFixtures, type Caller } from '../../support/probe-fixtures';
import type { TestContext } from '../test-app';

/**
 * The admin both fuzz runs mostly send as, and the rows their requests point at (a receipt, an item, a user…),
 * made through the API as that admin.
 */
export async function adminWithProbeFixtures(ctx: TestContext) {
  const admin = await ctx.as('admin');
  const call: Caller = async (method, url, body) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: admin.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: unknown }>().data;
  };
  const fixtures = await seedProbeFixtures(call, (await ctx.as('staff')).id);
  return { admin, fixtures };
}
