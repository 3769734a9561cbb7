import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { PRICES_DOC } from '@dastarkhan/contract/counter-rules';
import {
  createInvoiceBodySchema,
  invoiceResponseSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
} from '@dastarkhan/contract/invoices';
import { laterPaymentBodySchema } from '@dastarkhan/contract/tenders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { idempotencyKeyHeaders, replyOnce, type Answer } from '../../lib/idempotency';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { foldSalesDeltasEverySecond } from './daily-sales';
import { listInvoicesBody } from './invoice-list';
import { addressOf, entryAuthorOf, lastEdit } from '../../lib/audit';
import { findInvoice, prepareReceipt, saveReceiptWithEntry } from './invoices.service';
import { recordPayment } from './later-payment';
import { receiptEditRoutes } from './receipt-edits.routes';
import { voidRoutes } from './receipt-void.routes';

const access = ENDPOINT_ACCESS.invoices;
const tags = ['invoices'];
/** A route that takes lines: its document says how the server prices them (ADR 0140). */
const priced = { tags, description: PRICES_DOC };
const oneInvoice = successSchema(invoiceResponseSchema);
const invoicesPage = successSchema(invoicesPageSchema);
type InvoicesPageResponse = z.infer<typeof invoicesPage>;

const created = (data: z.infer<typeof invoiceResponseSchema>): Answer => ({
  statusCode: 201,
  body: ok(data),
});

export const invoicesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { db, timeZone, now, foldSalesInBackground } = options;
  if (foldSalesInBackground) foldSalesDeltasEverySecond(app, db);

  /** Who saves (and what their role lets them do at the counter), when, in the restaurant's time zone. */
  const invoiceContext = (request: FastifyRequest) => {
    const { id: userId, role } = requireUser(request);
    return { timeZone, userId, role, now: now(), address: addressOf(request) };
  };

  app.get(
    '/invoices',
    {
      config: { access },
      schema: { tags, querystring: invoicesQuerySchema, response: { 200: invoicesPage } },
    },
    // The body comes ready-made from PostgreSQL (invoice-list.ts): Fastify sends a JSON string as it is, so the
    // cast only tells the type provider that this string is the declared page, which invoice-list.test checks.
    async (request, reply) => {
      const body = await listInvoicesBody(db, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as InvoicesPageResponse);
    },
  );

  app.get(
    '/invoices/:id',
    { config: { access }, schema: { tags, params: idParamsSchema, response: { 200: oneInvoice } } },
    async (request) => {
      const { id } = request.params;
      const [invoice, edited] = await Promise.all([findInvoice(db, id), lastEdit(db, 'receipt', id)]);
      return ok({ invoice: edited ? { ...invoice, edited } : invoice });
    },
  );

  app.post(
    '/invoices',
    {
      config: { access },
      schema: {
        ...priced,
        headers: idempotencyKeyHeaders,
        body: createInvoiceBodySchema,
        response: { 201: oneInvoice },
      },
    },
    async (request, reply) => {
      const ctx = invoiceContext(request);
      // The receipt and its audit entry are saved together by one statement: no transaction (ADR 0168).
      return replyOnce(db, request, reply, ctx, {
        prepare: () => prepareReceipt(db, request.body, ctx),
        run: async (tx, prepared) => created({ invoice: await saveReceiptWithEntry(tx, request, prepared) }),
      });
    },
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Record a later payment on a due receipt',
        headers: idempotencyKeyHeaders,
        params: idParamsSchema,
        body: laterPaymentBodySchema,
        response: { 201: oneInvoice },
      },
    },
    async (request, reply) => {
      const ctx = invoiceContext(request);
      return replyOnce(
        db,
        request,
        reply,
        ctx,
        {
          prepare: async () => undefined,
          // Its entry is filed under the receipt it pays, so the receipt's history shows it.
          run: async (tx) =>
            created({
              invoice: await recordPayment(tx, request.params.id, request.body, {
                ...ctx,
                author: entryAuthorOf(request),
              }),
            }),
        },
        { transaction: true },
      );
    },
  );

  receiptEditRoutes(app, db, invoiceContext);
  voidRoutes(app, db, invoiceContext);
};
