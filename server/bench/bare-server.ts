import Fastify from 'fastify';

// The HTTP ceiling: Fastify answering a JSON body the size of a 10-receipt page, with no auth and no database.
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
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at http://localhost:${(app.server.address() as { port: number }).port}`);
