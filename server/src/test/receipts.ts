import crypto from 'node:crypto';
import type { TestContext } from './test-app';

/** A customer name no other test uses, so the receipts a test lists are its own. */
export const uniqueGuestName = () => `Guest ${crypto.randomBytes(4).toString('hex')}`;

/** How many receipts the list finds for a customer name, as a client reading it sees. */
export async function receiptCountFor(
  ctx: TestContext,
  headers: { authorization: string },
  name: string,
): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/invoices?customer=${encodeURIComponent(name)}`,
    headers,
  });
  return response.json().data.total as number;
}
