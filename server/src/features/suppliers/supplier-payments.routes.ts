import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import {
  supplierPaymentBodySchema,
  supplierPaymentSchema,
  supplierVoidBodySchema,
} from '@dastarkhan/contract/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { audited, recordAudit } from '../../lib/audit';
import { idempotencyKeyHeaders, replyOnce } from '../../lib/idempotency';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { payDues, voidPayment } from '../../lib/supplier-payments';
import { requireUser } from '../../plugins/auth';
import { getPayment } from './supplier-ledger.service';

const tags = ['suppliers'];
const access = ENDPOINT_ACCESS.suppliers;
const paymentResponse = successSchema(z.object({ payment: supplierPaymentSchema }));

/**
 * Paying a supplier (oldest unpaid intakes first; Cash is the day's pay-out), a payment as made, and its void
 * by an appended row that puts its allocation back. Each is audited; a closed day refuses them (409).
 */
export const supplierPaymentRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, now }) => {
  app.post(
    '/suppliers/:id/payments',
    {
      config: { access },
      schema: {
        tags,
        headers: idempotencyKeyHeaders,
        params: idParamsSchema,
        body: supplierPaymentBodySchema,
        response: { 201: paymentResponse },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { amount, method, reference, note } = request.body;
      // A repeat of the same Idempotency-Key (a double tap, a retry after a lost answer) gets the first answer.
      const run = async (tx: Executor) => {
        const { paymentId } = await payDues(tx, {
          scope: { supplierId: request.params.id },
          amount: poishaToDecimalString(toPoisha(amount)),
          method,
          reference,
          note,
          actor,
        });
        const payment = await getPayment(tx, paymentId);
        await recordAudit(tx, request, {
          kind: 'supplier-payment',
          action: 'create',
          entityId: payment._id,
          after: payment,
        });
        return { statusCode: 201, body: ok({ payment }) };
      };
      return replyOnce(
        db,
        request,
        reply,
        { userId: actor.id, now: now() },
        { prepare: async () => undefined, run },
        { transaction: true },
      );
    },
  );

  app.get(
    '/supplier-payments/:id',
    { config: { access }, schema: { tags, params: idParamsSchema, response: { 200: paymentResponse } } },
    async (request) => ok({ payment: await getPayment(db, request.params.id) }),
  );

  app.post(
    '/supplier-payments/:id/void',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: supplierVoidBodySchema,
        response: { 200: paymentResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = requireUser(request);
      const payment = await audited(
        db,
        request,
        async (tx) => {
          await voidPayment(tx, id, request.body.reason, actor);
          return getPayment(tx, id);
        },
        {
          kind: 'supplier-payment',
          action: 'void',
          reason: request.body.reason,
          entityId: id,
          before: (tx) => getPayment(tx, id),
          after: (voided) => voided,
        },
      );
      return ok({ payment });
    },
  );
};
