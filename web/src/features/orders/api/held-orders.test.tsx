// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptSave } from '../../../lib/counter-order';

// The app calls relative /api paths; outside a browser a Request needs an origin to resolve them against.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://counter.local') : input, init);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server was sent, as "METHOD path", and the answer it gives to each. */
const sent: string[] = [];
let chargeAnswer: () => Response;
const order = (id: string) => ({ _id: id, version: 1 });

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push(`${request.method} ${path}`);
    if (path === '/api/orders')
      return json(201, { status: 'success', data: { order: order(`o${sent.length}`) } });
    return chargeAnswer();
  });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

/** A cashier's charge of a new order, as the counter makes it. */
async function chargeNewOrder() {
  const { useChargeNewOrder } = await import('./held-orders');
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChargeNewOrder(), { wrapper }).result.current;
}

const save = (idempotencyKey: string): ReceiptSave => ({
  idempotencyKey,
  body: {
    customer: { name: 'Walk-in' },
    waiter: 'Rafiq',
    items: [{ name: 'Kacchi', price: 420, quantity: 2 }],
  },
});

describe("a cashier's charge of a new order", () => {
  it('holds the order, then charges it; a retry with the same key charges that order again, never a second one', async () => {
    const charge = await chargeNewOrder();
    chargeAnswer = () => json(422, { status: 'fail', message: 'Pay the whole total' });
    await expect(charge(save('key-1'))).rejects.toThrow('Pay the whole total');
    expect(sent).toEqual(['POST /api/orders', 'POST /api/orders/o1/charge']);

    chargeAnswer = () => json(201, { status: 'success', data: { invoice: { _id: 'r1' } } });
    await expect(charge(save('key-1'))).resolves.toEqual({ _id: 'r1' });
    expect(sent).toEqual(['POST /api/orders', 'POST /api/orders/o1/charge', 'POST /api/orders/o1/charge']);

    // The next order, with its own key, is held anew.
    await charge(save('key-2'));
    expect(sent.slice(3)).toEqual(['POST /api/orders', 'POST /api/orders/o4/charge']);
  });
});
