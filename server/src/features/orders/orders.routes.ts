import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { invoiceResponseSchema } from '@dastarkhan/contract/invoices';
import {
  chargeOrderBodySchema,
  createOrderBodySchema,
  kitchenTicketBodySchema,
  kitchenTicketResponseSchema,
  openOrdersSchema,
  orderResponseSchema,
  updateOrderBodySchema,
  voidOrderBodySchema,
} from '@dastarkhan/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { idempotencyKeyHeaders, replyOnce } from '../../lib/idempotency';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { sendToKitchen } from './kitchen-tickets';
import { prepareCharge, voidOrder, type ReceiptMaker } from './order-close';
import type { OrderContext } from './order-lock';
import { findOrder, listOpenOrders } from './order-read';
import { holdOrder, updateOrder } from './orders.service';

const access = ENDPOINT_ACCESS.orders;
const tags = ['orders'];
const oneOrder = successSchema(orderResponseSchema);

/**
 * Held (open) orders: held for a table or as a takeaway with a token, added to in rounds, sent to the kitchen
 * round by round, then charged into a receipt or voided (ADR 0083). `receipts` is the receipts feature's
 * public entry, handed over by the app.
 */
export const ordersRoutes =
  (receipts: ReceiptMaker): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { db, timeZone, now }) => {
    const orderContext = (request: FastifyRequest): OrderContext => ({
      timeZone,
      userId: requireUser(request).id,
      now: now(),
    });

    app.get(
      '/orders',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The open orders, oldest first',
          response: { 200: successSchema(openOrdersSchema) },
        },
      },
      async () => ok({ orders: await listOpenOrders(db) }),
    );

    app.get(
      '/orders/:id',
      { config: { access }, schema: { tags, params: idParamsSchema, response: { 200: oneOrder } } },
      async (request) => ok({ order: await findOrder(db, request.params.id) }),
    );

    app.post(
      '/orders',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Hold a new order for a table, or as a takeaway with the next token of the day',
          body: createOrderBodySchema,
          response: { 201: oneOrder },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok({ order: await holdOrder(db, request.body, orderContext(request)) })),
    );

    app.patch(
      '/orders/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Change an open order (a new round of dishes) at the version read',
          params: idParamsSchema,
          body: updateOrderBodySchema,
          response: { 200: oneOrder },
        },
      },
      async (request) => ok({ order: await updateOrder(db, request.params.id, request.body) }),
    );

    app.post(
      '/orders/:id/kitchen-tickets',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Send the kitchen what is not yet sent, as the next round',
          params: idParamsSchema,
          body: kitchenTicketBodySchema,
          response: { 201: successSchema(kitchenTicketResponseSchema) },
        },
      },
      async (request, reply) => {
        const sent = await sendToKitchen(db, request.params.id, request.body.version, orderContext(request));
        return reply.status(201).send(ok(sent));
      },
    );

    app.post(
      '/orders/:id/charge',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Charge an open order: it becomes a receipt, answered as POST /invoices answers',
          headers: idempotencyKeyHeaders,
          params: idParamsSchema,
          body: chargeOrderBodySchema,
          response: { 201: successSchema(invoiceResponseSchema) },
        },
      },
      async (request, reply) => {
        const ctx = orderContext(request);
        return replyOnce(
          db,
          request,
          reply,
          ctx,
          {
            prepare: () => prepareCharge(db, receipts, request.params.id, request.body, ctx),
            run: async (tx, charge) => ({ statusCode: 201, body: ok({ invoice: await charge.save(tx) }) }),
          },
          { transaction: true },
        );
      },
    );

    app.post(
      '/orders/:id/void',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Void an open order; a reason is required once anything went to the kitchen',
          params: idParamsSchema,
          body: voidOrderBodySchema,
          response: { 200: oneOrder },
        },
      },
      async (request) =>
        ok({ order: await voidOrder(db, request.params.id, request.body, orderContext(request)) }),
    );
  };
