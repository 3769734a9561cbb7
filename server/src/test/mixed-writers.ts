import { lineTotalTk } from '@dastarkhan/contract/inventory';
import type { Invoice } from '@dastarkhan/contract/invoices';
import { toPoisha } from '@dastarkhan/contract/money';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createFaker, type Faker } from '../seed/factories';
import { receiptBody } from './receipt-load';

/** What the writers were told succeeded, to compare with what the database holds afterwards. */
export type Acknowledged = {
  /** Receipts each writer created, at their last acknowledged state. */
  own: Map<string, Invoice>;
  deleted: Set<string>;
  /** Every acknowledged version of the receipts all writers edit at once (the first is the original). */
  hot: Map<string, Invoice[]>;
  /** Per stock item name: quantity and totalTk added, in poisha, and the number of intakes. */
  stock: Map<string, { quantity: number; totalTk: number; intakes: number }>;
  costs: { rows: number; amount: number };
  invoiceNumbers: string[];
  /** Answers other than 2xx, by operation and status: only conflicts on shared rows are acceptable. */
  refused: Record<string, number>;
};

export const STOCK = ['Khashi mutton', 'Basmati rice', 'Sour yoghurt'] as const;

type Send = (options: InjectOptions) => Promise<LightMyRequestResponse>;

function editBody(faker: Faker, days: readonly string[]) {
  return {
    items: Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, i) => ({
      name: `Edited dish ${i}`,
      price: faker.number.int({ min: 100, max: 90_000 }) / 100,
      quantity: faker.number.int({ min: 1, max: 4 }),
      priceReason: 'Edited off the menu',
    })),
    discountType: faker.datatype.boolean(0.5) ? ('percent' as const) : ('fixed' as const),
    discountAmount: faker.number.int({ min: 0, max: 20 }),
    issueDate: faker.helpers.arrayElement(days),
    // An edit that changes the total says how it is paid (ADR 0147): cash over the largest (3 × 4 × ৳900).
    paymentMethod: 'Cash' as const,
    amountPaid: 11_000,
  };
}

/**
 * One writer's share of the load: receipt saves, edits and deletes of its own receipts, edits of the shared
 * "hot" receipts, stock intakes onto shared items and cost saves, in a seeded random order.
 */
export async function runWriter(options: {
  writer: number;
  operations: number;
  send: Send;
  headers: Record<string, string>[];
  days: readonly string[];
  acknowledged: Acknowledged;
}): Promise<void> {
  const { send, acknowledged: ack, days } = options;
  const faker = createFaker(7_000 + options.writer);
  const headers = options.headers[options.writer % options.headers.length]!;
  const mine: string[] = [];
  const refuse = (operation: string, status: number) => {
    const key = `${operation} ${status}`;
    ack.refused[key] = (ack.refused[key] ?? 0) + 1;
  };
  for (let op = 0; op < options.operations; op += 1) {
    const roll = faker.number.float();
    if (roll < 0.35 || (mine.length === 0 && roll < 0.6)) {
      const body = {
        ...receiptBody(`writer ${options.writer}`, op),
        issueDate: faker.helpers.arrayElement(days),
      };
      const response = await send({ method: 'POST', url: '/api/invoices', headers, payload: body });
      if (response.statusCode !== 201) refuse('create', response.statusCode);
      else {
        const { invoice } = response.json<{ data: { invoice: Invoice } }>().data;
        ack.own.set(invoice._id, invoice);
        ack.invoiceNumbers.push(invoice.invoiceNumber);
        mine.push(invoice._id);
      }
    } else if (roll < 0.6 && mine.length > 0) {
      const id = faker.helpers.arrayElement(mine);
      if (roll < 0.5) {
        const response = await send({
          method: 'PATCH',
          url: `/api/invoices/${id}`,
          headers,
          payload: editBody(faker, days),
        });
        if (response.statusCode !== 200) refuse('edit own', response.statusCode);
        else ack.own.set(id, response.json<{ data: { invoice: Invoice } }>().data.invoice);
      } else {
        const response = await send({ method: 'DELETE', url: `/api/invoices/${id}`, headers });
        if (response.statusCode !== 200) refuse('delete own', response.statusCode);
        else {
          ack.own.delete(id);
          ack.deleted.add(id);
          mine.splice(mine.indexOf(id), 1);
        }
      }
    } else if (roll < 0.7) {
      const id = faker.helpers.arrayElement([...ack.hot.keys()]);
      const response = await send({
        method: 'PATCH',
        url: `/api/invoices/${id}`,
        headers,
        payload: editBody(faker, days),
      });
      if (response.statusCode !== 200) refuse('edit hot', response.statusCode);
      else ack.hot.get(id)!.push(response.json<{ data: { invoice: Invoice } }>().data.invoice);
    } else if (roll < 0.85) {
      const name = faker.helpers.arrayElement(STOCK);
      const quantity = faker.number.int({ min: 1, max: 500 }) / 100;
      const price = faker.number.int({ min: 1_000, max: 120_000 }) / 100;
      const response = await send({
        method: 'POST',
        url: '/api/inventory',
        headers: options.headers[0]!,
        payload: { name, category: 'Meat', unit: 'kg', quantity, price },
      });
      if (response.statusCode !== 201) refuse('intake', response.statusCode);
      else {
        const entry = ack.stock.get(name) ?? { quantity: 0, totalTk: 0, intakes: 0 };
        entry.quantity += toPoisha(quantity);
        entry.totalTk += toPoisha(lineTotalTk(quantity, price));
        entry.intakes += 1;
        ack.stock.set(name, entry);
      }
    } else {
      const rows = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, i) => ({
        reason: `Writer ${options.writer} cost ${op}.${i}`,
        amount: faker.number.int({ min: 0, max: 500_000 }) / 100,
      }));
      const response = await send({
        method: 'POST',
        url: '/api/costs',
        headers: options.headers[0]!,
        payload: rows,
      });
      if (response.statusCode !== 201) refuse('costs', response.statusCode);
      else {
        ack.costs.rows += rows.length;
        ack.costs.amount += rows.reduce((sum, row) => sum + toPoisha(row.amount), 0);
      }
    }
  }
}
