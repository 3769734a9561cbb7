import type { ExampleHints, JsonSchema } from './schema-examples';
import { exampleFor } from './schema-examples';

/** Sends one API request as the admin and returns `data`; how depends on the caller (inject or fetch). */
export type Caller = (method: string, url: string, body?: unknown) => Promise<unknown>;

/** Real rows to aim probes at, and values that make a generated request valid. */
export type ProbeFixtures = {
  /** The value of a path parameter, by the path segment before it: /api/customers/{id} → customers. */
  pathValues: Record<string, string>;
  hints: ExampleHints;
  /** A valid value for a query parameter. */
  queryValue(name: string, schema: JsonSchema): string;
};

const PROBE_DAY = '2001-01-02';
const randomPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** The supplier the probe intake on credit made its record of (issue 35), and a payment to aim a void at. */
async function probeSupplier(call: Caller): Promise<{ id: string; paymentId: string }> {
  const {
    suppliers: [supplier],
  } = (await call('GET', '/api/suppliers?search=Probe')) as { suppliers: { _id: string }[] };
  const { payment } = (await call('POST', `/api/suppliers/${supplier!._id}/payments`, {
    amount: 100,
    method: 'Card',
  })) as { payment: { _id: string } };
  return { id: supplier!._id, paymentId: payment._id };
}

/**
 * Sets the business details, then creates one row of each kind through the API (a category, a recipe, a
 * customer, a stock item on credit and its supplier, a payment to it, a cost, a receipt, a held order, a pay-in, an
 * attendance mark for `staffId`) and returns the
 * fixtures that point at them.
 */
export async function seedProbeFixtures(call: Caller, staffId: string): Promise<ProbeFixtures> {
  // Receipts wait for the business details (ADR 0060).
  await call('PATCH', '/api/settings/business', { name: 'Probe Kitchen' });
  // One name for a menu and a stock category: a request's `category` is a free string either way.
  const category = 'Probe Category';
  await call('POST', '/api/recipe-categories', { name: category, menuColumn: 'left' });
  await call('POST', '/api/stock-categories', { name: category });
  const { recipe } = (await call('POST', '/api/recipes', {
    name: 'Probe Kacchi',
    category: 'Kacchi',
    price: 450,
    image: 'https://example.com/kacchi.jpg',
  })) as { recipe: { _id: string } };
  const { customer } = (await call('POST', '/api/customers', {
    name: 'Probe Customer',
    phone: randomPhone(),
  })) as {
    customer: { _id: string };
  };
  const mutton = { name: 'Probe Mutton', category, quantity: 50, unit: 'kg', price: 1150, dueTk: 5000 };
  const { items } = (await call('POST', '/api/inventory', [
    { ...mutton, supplier: { name: 'Probe Supplier' } },
  ])) as {
    items: { _id: string }[];
  };
  const supplier = await probeSupplier(call);
  const {
    costs: [cost],
  } = (await call('POST', '/api/costs', [{ reason: 'Probe gas refill', amount: 1850.5 }])) as {
    costs: { _id: string; version: string }[];
  };
  const { invoice } = (await call('POST', '/api/invoices', {
    customerId: customer._id,
    customer: { name: 'Probe Customer' },
    items: [{ name: 'Probe Kacchi', price: 450, quantity: 2, recipeId: recipe._id }],
  })) as { invoice: { _id: string } };
  // A payment received on the customer's account: the receipt above is on their Credit (issue 35).
  const { payment } = (await call('POST', `/api/customers/${customer._id}/payments`, {
    tenders: [{ method: 'Cash', amount: 100 }],
  })) as { payment: { _id: string } };
  const { order } = (await call('POST', '/api/orders', {
    table: 'P1',
    lines: [{ name: 'Probe Kacchi', price: 450, quantity: 1, recipeId: recipe._id }],
  })) as { order: { _id: string; version: number; lines: { _id: string }[] } };
  const payIn = (await call('POST', '/api/days/drawer', {
    kind: 'pay-in',
    amount: 500,
    reason: 'Probe change from the bank',
  })) as { _id: string };
  const today = new Date().toISOString().slice(0, 10);
  await call('PATCH', '/api/attendance/mark-status', { userId: staffId, date: today, checkIn: hoursAgo(2) });

  const ids: Record<string, string> = {
    user: staffId,
    userId: staffId,
    customerId: customer._id,
    recipeId: recipe._id,
  };
  const hints: ExampleHints = {
    ...Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, () => id])),
    phone: randomPhone,
    phoneNumber: randomPhone,
    image: () => 'https://example.com/dish.jpg',
    category: () => category,
    password: () => 'probe-password-1',
    passwordConfirm: () => 'probe-password-1',
    checkIn: () => hoursAgo(1),
    checkOut: () => hoursAgo(0),
    startDate: () => hoursAgo(24 * 7),
    endDate: () => hoursAgo(0),
    start: () => today,
    // A business day long past: a probe that closes it freezes nothing the other probes write (issue 34).
    day: () => PROBE_DAY,
    from: () => PROBE_DAY,
    to: () => PROBE_DAY,
    end: () => today,
    // The cost's (text) or the held order's (a number) version when it was made: valid until a probe changes
    // the row, then a 409.
    version: (schema) => (schema.type === 'integer' ? order.version : cost!.version),
    // A held order's line, as a client sends it back.
    _id: () => order.lines[0]!._id,
  };
  return {
    pathValues: {
      users: staffId,
      customers: customer._id,
      recipes: recipe._id,
      invoices: invoice._id,
      inventory: items[0]!._id,
      costs: cost!._id,
      orders: order._id,
      'customer-payments': payment._id,
      'recipe-categories': category,
      'stock-categories': category,
      // GET /api/audit/{kind}/{id}: the kind; the id is a fresh one, whose history is empty.
      audit: 'receipt',
      // /api/days/{day}/…, a pay-in's void, and a Z report's number (none may exist: a 404).
      days: PROBE_DAY,
      drawer: payIn._id,
      z: '1',
      suppliers: supplier.id,
      'supplier-payments': supplier.paymentId,
    },
    hints,
    queryValue(name, schema) {
      if (name === 'search' || name === 'customer') return 'Probe';
      return String(exampleFor(schema, hints, name));
    },
  };
}

/** A Caller over HTTP as the holder of `authorization`; anything but a 2xx throws with the answer. */
export function httpCaller(base: string, authorization: string): Caller {
  return async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: unknown };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}
