import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { businessDay } from '@dastarkhan/contract/periods';
import {
  payablesPageSchema,
  payablesQuerySchema,
  statementQuerySchema,
  statementSchema,
  supplierBodySchema,
  supplierDetailSchema,
  supplierPatchSchema,
  supplierSchema,
  suppliersPageSchema,
  suppliersQuerySchema,
} from '@dastarkhan/contract/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { suppliers } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { listPayables, statementOf } from './supplier-ledger.service';
import { supplierPaymentRoutes } from './supplier-payments.routes';
import { createSupplier, getSupplier, listSuppliers, updateSupplier } from './suppliers.service';

const tags = ['suppliers'];
const access = ENDPOINT_ACCESS.suppliers;

/** Suppliers' records, their statements, the payables list, and payments (issue 35). */
export const suppliersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { db, timeZone, now } = options;
  const today = () => businessDay(now(), timeZone);
  const lockedSupplier = async (tx: Executor, id: string) => {
    await lockRow(tx, suppliers.id, id);
    return getSupplier(tx, id, today());
  };

  app.get(
    '/suppliers',
    {
      config: { access },
      schema: {
        tags,
        querystring: suppliersQuerySchema,
        response: { 200: successSchema(suppliersPageSchema) },
      },
    },
    async (request) => ok(await listSuppliers(db, request.query)),
  );

  app.post(
    '/suppliers',
    {
      config: { access },
      schema: {
        tags,
        body: supplierBodySchema,
        response: { 201: successSchema(z.object({ supplier: supplierSchema })) },
      },
    },
    async (request, reply) => {
      const supplier = await audited(db, request, (tx) => createSupplier(tx, request.body), {
        kind: 'supplier',
        action: 'create',
        entityId: (created) => created._id,
        after: (created) => created,
      });
      return reply.status(201).send(ok({ supplier }));
    },
  );

  app.get(
    '/suppliers/:id',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema(supplierDetailSchema) } },
    },
    async (request) => ok({ supplier: await getSupplier(db, request.params.id, today()) }),
  );

  app.patch(
    '/suppliers/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: supplierPatchSchema,
        response: { 200: successSchema(z.object({ supplier: supplierSchema })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = requireUser(request);
      const supplier = await audited(db, request, (tx) => updateSupplier(tx, id, request.body, user.id), {
        kind: 'supplier',
        action: request.body.archived ? 'archive' : 'update',
        entityId: id,
        before: (tx) => lockedSupplier(tx, id),
        after: (updated) => updated,
      });
      return ok({ supplier });
    },
  );

  app.get(
    '/suppliers/:id/statement',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: successSchema(statementSchema) },
      },
    },
    async (request) => ok(await statementOf(db, request.params.id, request.query)),
  );

  app.get(
    '/payables',
    {
      config: { access },
      schema: {
        tags,
        querystring: payablesQuerySchema,
        response: { 200: successSchema(payablesPageSchema) },
      },
    },
    async (request) => ok(await listPayables(db, request.query, today())),
  );

  await app.register(supplierPaymentRoutes, options);
};
