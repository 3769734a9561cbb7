import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { PRICES_DOC } from '@dastarkhan/contract/counter-rules';
import {
  createOrderBodySchema,
  kitchenTicketBodySchema,
  kitchenTicketResponseSchema,
  openOrdersSchema,
  orderResponseSchema,
  updateOrderBodySchema,
} from '@dastarkhan/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { sendToKitchen } from './kitchen-tickets';
import type { ReceiptMaker } from './order-close';
import { orderCloseRoutes, orderContextOf } from './order-close.routes';
import { orderDay } from './order-lock';
import { findOrder, listOpenOrders, lockedOrder } from './order-read';
import { holdOrder, updateOrder } from './orders.service';

const access = ENDPOINT_ACCESS.orders;
const tags = ['orders'];
const kind = 'order' as const;
const oneOrder = successSchema(orderResponseSchema);

/**
 * Held (open) orders: held for a table or as a takeaway with a token, added to in rounds, sent to the kitchen
 * round by round, then charged into a receipt or voided (ADR 0083). `receipts` is the receipts feature's
 * public entry, handed over by the app.
 */
export const ordersRoutes =
  (receipts: ReceiptMaker): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, options) => {
    const { db } = options;
    const orderContext = (request: FastifyRequest) => orderContextOf(request, options);
    const today = () => orderDay({ now: options.now(), timeZone: options.timeZone });

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
      async () => ok({ orders: await listOpenOrders(db, today()) }),
    );

    app.get(
      '/orders/:id',
      { config: { access }, schema: { tags, params: idParamsSchema, response: { 200: oneOrder } } },
      async (request) => ok({ order: await findOrder(db, request.params.id, today()) }),
    );

    app.post(
      '/orders',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Hold a new order for a table, or as a takeaway with the next token of the day',
          description: PRICES_DOC,
          body: createOrderBodySchema,
          response: { 201: oneOrder },
        },
      },
      async (request, reply) => {
        const order = await audited(db, request, (tx) => holdOrder(tx, request.body, orderContext(request)), {
          kind,
          action: 'hold',
          entityId: (held) => held._id,
          after: (held) => held,
        });
        return reply.status(201).send(ok({ order }));
      },
    );

    app.patch(
      '/orders/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Change an open order (a new round of dishes) at the version read',
          description: PRICES_DOC,
          params: idParamsSchema,
          body: updateOrderBodySchema,
          response: { 200: oneOrder },
        },
      },
      async (request) => {
        const { id } = request.params;
        const update = (tx: Executor) => updateOrder(tx, id, request.body, orderContext(request));
        const order = await audited(db, request, update, {
          kind,
          action: 'update',
          entityId: id,
          before: (tx) => lockedOrder(tx, id, today()),
          after: (updated) => updated,
        });
        return ok({ order });
      },
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
        const { id } = request.params;
        const send = (tx: Executor) => sendToKitchen(tx, id, request.body.version, orderContext(request));
        const sent = await audited(db, request, send, {
          kind,
          action: 'send',
          entityId: id,
          before: (tx) => lockedOrder(tx, id, today()),
          after: (_sent, tx) => findOrder(tx, id, today()),
        });
        return reply.status(201).send(ok(sent));
      },
    );

    await app.register(orderCloseRoutes(receipts), options);
  };
