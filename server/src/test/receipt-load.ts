import type { CreateInvoiceInput, Invoice } from '@dastarkhan/contract/invoices';

/** What happened to each receipt a load run tried to save. */
export type LoadResult = {
  /** Receipts the server acknowledged with a 2xx, as it answered them. */
  acknowledged: Invoice[];
  /** HTTP statuses other than 2xx, by status. */
  statuses: Record<number, number>;
  /** Requests that got no HTTP answer at all (connection refused or reset): their outcome is unknown. */
  unanswered: number;
};

const DISHES = [
  { name: 'Basmoti Kacchi', price: 480 },
  { name: 'Chicken Roast', price: 180.5 },
  { name: 'Borhani', price: 80 },
  { name: 'Firni', price: 70.25 },
  { name: 'Jali Kabab', price: 90 },
];

/** A receipt that differs from its neighbours in lines, quantities and discount, so a mix-up would show. */
export function receiptBody(tag: string, n: number): CreateInvoiceInput {
  const lines = 1 + (n % 3);
  return {
    // The receipt names its business itself, so a load runs on a fresh install too (ADR 0060).
    businessName: 'Load Test Kitchen',
    customer: { name: `Load ${tag} #${n}`, phoneNumber: '' },
    items: Array.from({ length: lines }, (_, i) => {
      const dish = DISHES[(n + i) % DISHES.length]!;
      // Not on the load test's (empty) menu: an open price with its reason (ADR 0140).
      return {
        name: dish.name,
        price: dish.price,
        quantity: 1 + ((n + i) % 4),
        priceReason: 'Load test dish',
      };
    }),
    discountType: n % 2 === 0 ? 'percent' : 'fixed',
    discountAmount: n % 2 === 0 ? n % 15 : (n % 7) * 10.5,
    // Cash over the largest bill (3 lines of at most 4 × ৳480): a receipt is never left part-paid (ADR 0147).
    amountPaid: 6000,
    paymentMethod: 'Cash',
    waiter: `Waiter ${n % 5}`,
  };
}

/**
 * Saves receipts over HTTP from `writers` concurrent loops until `stop` is aborted or a writer's request gets no
 * answer (the server died or closed) or a 503; with `throughOutages`, a 503 only pauses the writer briefly (the
 * app is up, its database is not). Each acknowledged receipt is kept exactly as the server returned it.
 */
export async function streamReceipts(options: {
  url: string;
  authorization: string;
  tag: string;
  writers: number;
  stop: AbortSignal;
  /** Called once per answered or failed request, e.g. to kill the server after the first few. */
  onRequest?: () => void;
  throughOutages?: boolean;
}): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], statuses: {}, unanswered: 0 };
  let next = 0;
  const writer = async () => {
    while (!options.stop.aborted) {
      const n = (next += 1);
      let response: Response;
      try {
        response = await fetch(`${options.url}/api/invoices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: options.authorization },
          body: JSON.stringify(receiptBody(options.tag, n)),
        });
      } catch {
        result.unanswered += 1;
        return;
      } finally {
        options.onRequest?.();
      }
      let body: { data?: { invoice: Invoice } } | undefined;
      try {
        body = (await response.json()) as typeof body;
      } catch {
        // A half-sent answer: the server died while replying, so the client never saw an acknowledgement.
        result.unanswered += 1;
        return;
      }
      if (response.ok && body?.data) {
        result.acknowledged.push(body.data.invoice);
        continue;
      }
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
      if (response.status !== 503) continue;
      if (!options.throughOutages) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  return result;
}
