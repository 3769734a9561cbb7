import {
  accountPaymentBodySchema,
  accountPaymentResponseSchema,
  accountResponseSchema,
  duesPageSchema,
  duesQuerySchema,
  paymentVoidBodySchema,
  statementPageSchema,
  statementQuerySchema,
  type AccountPayment,
  type AccountPaymentInput,
} from '@dastarkhan/contract/accounts';
import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { entryAuthorOf, type EntryAuthor } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { idempotencyKeyHeaders, replyOnce } from '../../lib/idempotency';
import { ok } from '../../lib/reply';
import { clientTransaction } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { getAccount, listDues } from './accounts.service';
import { getStatement } from './statement';

type PaymentContext = { timeZone: string; userId: string; now: Date; author: EntryAuthor };

/** What the receipts feature hands over (routes.ts): payments write rows on the receipts they pay. */
export type PaymentDesk = {
  receive(tx: Executor, customerId: string, body: AccountPaymentInput, ctx: PaymentContext): Promise<string>;
  void(tx: Executor, id: string, reason: string, ctx: PaymentContext): Promise<void>;
  find(db: Executor, id: string): Promise<AccountPayment>;
};

const tags = ['accounts'];
const access = ENDPOINT_ACCESS;
const onePayment = successSchema(accountPaymentResponseSchema);

/** Customer credit accounts (issue 35): what each owes, their statement, payments received and the dues list. */
export const accountsRoutes =
  (desk: PaymentDesk): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { db, timeZone, now }) => {
    const clock = () => ({ timeZone, now: now() });
    const paymentContext = (request: FastifyRequest): PaymentContext => ({
      timeZone,
      userId: requireUser(request).id,
      now: now(),
      author: entryAuthorOf(request),
    });

    app.get(
      '/customers/:id/account',
      {
        config: { access: access.customerAccounts },
        schema: { tags, params: idParamsSchema, response: { 200: successSchema(accountResponseSchema) } },
      },
      async (request) => ok({ account: await getAccount(db, request.params.id, clock()) }),
    );

    app.get(
      '/customers/:id/statement',
      {
        config: { access: access.customerStatements },
        schema: {
          tags,
          params: idParamsSchema,
          querystring: statementQuerySchema,
          response: { 200: successSchema(statementPageSchema) },
        },
      },
      async (request) => ok(await getStatement(db, request.params.id, request.query)),
    );

    app.post(
      '/customers/:id/payments',
      {
        config: { access: access.customerAccounts },
        schema: {
          tags,
          summary: "Receive a payment on a customer's account, applied to the oldest due receipts first",
          headers: idempotencyKeyHeaders,
          params: idParamsSchema,
          body: accountPaymentBodySchema,
          response: { 201: onePayment },
        },
      },
      async (request, reply) => {
        const ctx = paymentContext(request);
        return replyOnce(
          db,
          request,
          reply,
          ctx,
          {
            prepare: async () => undefined,
            run: async (tx) => {
              const id = await desk.receive(tx, request.params.id, request.body, ctx);
              return { statusCode: 201, body: ok({ payment: await desk.find(tx, id) }) };
            },
          },
          { transaction: true },
        );
      },
    );

    app.get(
      '/customer-payments/:id',
      {
        config: { access: access.customerAccounts },
        schema: { tags, params: idParamsSchema, response: { 200: onePayment } },
      },
      async (request) => ok({ payment: await desk.find(db, request.params.id) }),
    );

    app.post(
      '/customer-payments/:id/void',
      {
        config: { access: access.paymentVoids },
        schema: { tags, params: idParamsSchema, body: paymentVoidBodySchema, response: { 200: onePayment } },
      },
      async (request) => {
        const { id } = request.params;
        const ctx = paymentContext(request);
        const payment = await clientTransaction(db, async (tx) => {
          await desk.void(tx, id, request.body.reason, ctx);
          return desk.find(tx, id);
        });
        return ok({ payment });
      },
    );

    app.get(
      '/dues',
      {
        config: { access: access.customerStatements },
        schema: { tags, querystring: duesQuerySchema, response: { 200: successSchema(duesPageSchema) } },
      },
      async (request) => ok(await listDues(db, request.query, clock())),
    );
  };
