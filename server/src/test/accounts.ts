import crypto from 'node:crypto';
import { OFF_MENU } from './menu';
import type { TestContext } from './test-app';

type Headers = { authorization: string };

/** A Bangladeshi mobile number no other test uses. */
export const uniquePhone = () => `017${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;

/** A receipt of one off-menu line at `total`, for `phone`, with `payments` (Credit for what is left). */
export const creditReceipt = (
  phone: string,
  total: number,
  payments: object[] = [{ method: 'Credit', amount: total }],
  extra: Record<string, unknown> = {},
) => ({
  customer: { name: `Regular ${phone}`, phoneNumber: phone },
  items: [{ name: 'Kacchi', price: total, quantity: 1, priceReason: OFF_MENU }],
  payments,
  ...extra,
});

/** Calls to the customer accounts' API as the holder of `headers`. */
export function accountsApi(ctx: TestContext, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  return {
    call,
    sell: (payload: object) => call('POST', '/invoices', payload),
    receipt: async (id: string) => (await call('GET', `/invoices/${id}`)).json().data.invoice,
    account: async (customerId: string) =>
      (await call('GET', `/customers/${customerId}/account`)).json().data.account,
    statement: (customerId: string, query = '') => call('GET', `/customers/${customerId}/statement${query}`),
    pay: (customerId: string, tenders: object[], note?: string) =>
      call('POST', `/customers/${customerId}/payments`, { tenders, ...(note && { note }) }),
    voidPayment: (id: string, reason: string) => call('POST', `/customer-payments/${id}/void`, { reason }),
    payment: (id: string) => call('GET', `/customer-payments/${id}`),
    dues: (query = '') => call('GET', `/dues${query}`),
  };
}

/**
 * Where an account's books disagree (issue 35): the cached balance against the sum of its ledger lines, the
 * last line's balance, and the Credit standing on the customer's live receipts; and lines numbered with a gap.
 * Empty when every account reads what its rows say.
 */
export async function accountMismatches(
  pool: Pick<TestContext['pool'], 'query'>,
): Promise<Record<string, unknown>[]> {
  const { rows } = await pool.query(`
    select a.customer_id, a.balance::text as cached, l.total::text as ledger, last.balance::text as last_line,
           coalesce(c.credit, 0)::text as credit, a.seq, l.lines
      from customer_accounts a
      left join (select customer_id, sum(amount) as total, count(*) as lines from customer_ledger group by 1) l
        on l.customer_id = a.customer_id
      left join customer_ledger last on last.customer_id = a.customer_id and last.seq = a.seq
      left join (select i.customer_id, sum(p.amount) as credit from invoice_payments p
                   join invoices i on i.id = p.invoice_id
                  where p.method = 'Credit' and i.voided_at is null group by 1) c on c.customer_id = a.customer_id
     where a.balance <> coalesce(l.total, 0) or a.balance <> coalesce(last.balance, 0)
        or a.balance <> coalesce(c.credit, 0) or a.seq <> coalesce(l.lines, 0)
     union all
    select null, s.total::text, t.total::text, null, null, null, null
      from (select coalesce(sum(amount), 0) as total from receivable_stripes) s,
           (select coalesce(sum(balance), 0) as total from customer_accounts) t
     where s.total <> t.total`);
  return rows;
}
