import Fastify from 'fastify';
import { connectDatabase } from '../src/db/client';
import { listInvoicesStatement, pageBody } from '../src/features/invoices/invoice-list';

// Two ceilings in one bare Fastify, with no hooks, no auth and no validation:
// - `/` (HTTP): a JSON body the size of a 10-receipt page, with no database;
// - `/list` (Fastify + pg, given DATABASE_URL and POOL_SIZE): the list endpoint's own statement through a pool
//   of the app's size, assembled as the route does. What any Fastify route can make of the data ceiling here.
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

const { DATABASE_URL, POOL_SIZE } = process.env;
if (DATABASE_URL) {
  const { pool } = connectDatabase(DATABASE_URL, Number(POOL_SIZE));
  const query = { page: 1, limit: 10 };
  const statement = {
    name: 'list_framework_ceiling',
    rowMode: 'array' as const,
    ...listInvoicesStatement(query),
  };
  app.get('/list', async (_request, reply) => {
    const { rows } = await pool.query<[string, number]>(statement);
    const body = pageBody(
      rows.map(([document]) => document),
      { ...query, total: rows[0]?.[1] ?? 0 },
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at http://localhost:${(app.server.address() as { port: number }).port}`);
