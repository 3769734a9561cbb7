import type { CreateInvoiceBody, Invoice } from '@dastarkhan/contract/invoices';
import { DEFAULT_TIME_ZONE, periodBounds } from '@dastarkhan/contract/periods';
import Fastify, { type FastifyReply } from 'fastify';
import { connectDatabase } from '../src/db/client';
import { summaryOf, summaryStatement } from '../src/features/dashboard/dashboard.service';
import { listInvoicesStatement, pageBody } from '../src/features/invoices/invoice-list';
import {
  createInvoice,
  prepareReceipt,
  saveReceiptWithEntry,
  type InvoiceContext,
} from '../src/features/invoices/invoices.service';

// The bench's baselines in one bare Fastify, with no hooks, no auth, no validation and no response schema:
// - `/` (HTTP): a JSON body the size of a 10-receipt page, with no database;
// - given DATABASE_URL and POOL_SIZE, each measured endpoint's own statement through a pool of the app's size,
//   with the same values and its result assembled by the same code: `/list` (the receipt list's page 1),
//   `/summary` (the dashboard's year summary) and `POST /invoices` (a receipt save with its audit entry). What
//   any Fastify route makes of that work, against which the app's CPU per request is held (docs/performance.md);
// - `POST /invoices/before-audit`: the save as it was before issue 32, the receipt's one statement on the pool
//   with no transaction and no audit entry, against which `POST /invoices` weighs the entry (ADR 0168).
const page = {
  status: 'success',
  data: {
    invoices: Array.from({ length: 10 }, (_, index) => ({
      _id: `00000000-0000-4000-8000-00000000000${index}`,
      invoiceNumber: `2026112212000${index}`,
      customer: { name: `Customer ${index}`, phoneNumber: '01712345678' },
      issueDate: '2026-11-22',
      subTotal: 1240,
      discount: 0,
      total: 1240,
      status: 'paid',
      paymentMethod: 'Cash',
      createdAt: new Date().toISOString(),
    })),
    page: 1,
    limit: 10,
    total: 100000,
  },
};

const app = Fastify({ logger: false });
app.get('/', async () => page);

const { DATABASE_URL, POOL_SIZE, BENCH_USER_ID } = process.env;
const timeZone = process.env.TZ || DEFAULT_TIME_ZONE;
const json = 'application/json; charset=utf-8';
if (DATABASE_URL) {
  const { pool, db } = connectDatabase(DATABASE_URL, Number(POOL_SIZE));
  const query = { page: 1, limit: 10 };
  const list = { name: 'bare_list', rowMode: 'array' as const, ...listInvoicesStatement(query) };
  app.get('/list', async (_request, reply) => {
    const { rows } = await pool.query<[string, number]>(list);
    const body = pageBody(
      rows.map(([document]) => document),
      { ...query, total: rows[0]?.[1] ?? 0 },
    );
    return reply.type(json).send(body);
  });

  app.get('/summary', async (_request, reply) => {
    const bounds = periodBounds('year', timeZone);
    const { rows } = await pool.query<Parameters<typeof summaryOf>[2]>(summaryStatement(bounds));
    return reply
      .type(json)
      .send(JSON.stringify({ status: 'success', data: summaryOf('year', bounds, rows[0]!) }));
  });

  const context: InvoiceContext = { timeZone, userId: BENCH_USER_ID ?? null, role: 'admin' };
  const created = (reply: FastifyReply, invoice: Invoice) =>
    reply
      .status(201)
      .type(json)
      .send(JSON.stringify({ status: 'success', data: { invoice } }));

  // As POST /api/invoices saves: the receipt and its audit entry.
  app.post('/invoices', async (request, reply) => {
    const prepared = await prepareReceipt(db, request.body as CreateInvoiceBody, context);
    return created(reply, await saveReceiptWithEntry(db, request, prepared));
  });

  app.post('/invoices/before-audit', async (request, reply) =>
    created(reply, await createInvoice(db, request.body as CreateInvoiceBody, context)),
  );
}

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at http://localhost:${(app.server.address() as { port: number }).port}`);
