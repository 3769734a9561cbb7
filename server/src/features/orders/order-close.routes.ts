import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { PRICES_DOC } from '@dastarkhan/contract/counter-rules';
import { invoiceResponseSchema } from '@dastarkhan/contract/invoices';
import { chargeOrderBodySchema, orderResponseSchema, voidOrderBodySchema } from '@dastarkhan/contract/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressOf, audited, placeLabel, recordAuditEntries } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { idempotencyKeyHeaders, replyOnce } from '../../lib/idempotency';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { prepareCharge, voidOrder, type ReceiptMaker } from './order-close';
import { orderDay, type OrderContext } from './order-lock';
import { lockedOrder } from './order-read';

const access = ENDPOINT_ACCESS.orders;
const tags = ['orders'];
const oneOrder = successSchema(orderResponseSchema);

/** Who acts on an order (and in which role), and when and in which zone: the request's user and the app's clock. */
export function orderContextOf(request: FastifyRequest, { timeZone, now }: FeatureOptions): OrderContext {
  const user = requireUser(request);
  return { timeZone, userId: user.id, role: user.role, now: now(), address: addressOf(request) };
}

/** How an open order ends: charged into a receipt (by `receipts`, the receipts feature's entry) or voided. */
export const orderCloseRoutes =
  (receipts: ReceiptMaker): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, options) => {
    const { db } = options;
    const orderContext = (request: FastifyRequest) => orderContextOf(request, options);

    app.post(
      '/orders/:id/charge',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Charge an open order: it becomes a receipt, answered as POST /invoices answers',
          description: PRICES_DOC,
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
            run: async (tx, charge) => {
              const invoice = await charge.save(tx);
              await recordAuditEntries(tx, request, [
                {
                  kind: 'order',
                  entityId: request.params.id,
                  action: 'charge',
                  before: { status: 'open' },
                  after: { status: 'charged', invoiceId: invoice._id, invoiceNumber: invoice.invoiceNumber },
                  label: placeLabel(invoice),
                },
                { kind: 'receipt', entityId: invoice._id, action: 'create', after: invoice },
              ]);
              return { statusCode: 201, body: ok({ invoice }) };
            },
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
          description:
            "Voiding food the kitchen was sent is an admin's, or a manager's when the admin's setting allows it; anyone else sends an admin's `approval` (PIN, or email and password), recorded with the void; without it the answer is 422 with an `approval` error.",
          params: idParamsSchema,
          body: voidOrderBodySchema,
          response: { 200: oneOrder },
        },
      },
      async (request) => {
        const { id } = request.params;
        const order = await audited(
          db,
          request,
          (tx) => voidOrder(tx, id, request.body, orderContext(request)),
          {
            kind: 'order',
            action: 'void',
            entityId: id,
            reason: request.body.reason ?? null,
            before: (tx) => lockedOrder(tx, id, orderDay(orderContext(request))),
            after: (voided) => voided,
          },
        );
        return ok({ order });
      },
    );
  };
