import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  costDeleteQuerySchema,
  costPatchSchema,
  costResponseSchema,
  costsBodySchema,
  costsCreatedSchema,
  costsPageSchema,
  costsQuerySchema,
} from '@dastarkhan/contract/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { costs as costsTable } from '../../db/schema';
import { audited, lockRow, recordAuditEntries } from '../../lib/audit';
import { addCosts, archiveCost, findCost, listCosts, updateCost } from './costs.service';

const kind = 'cost' as const;
const beforeWrite = async (tx: Executor, id: string) => {
  await lockRow(tx, costsTable.id, id);
  return findCost(tx, id);
};

export const costsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/costs',
    {
      config: { access: ENDPOINT_ACCESS.costs.read },
      schema: {
        tags: ['costs'],
        querystring: costsQuerySchema,
        response: { 200: successSchema(costsPageSchema) },
      },
    },
    async (request) => ok(await listCosts(db, request.query)),
  );

  app.post(
    '/costs',
    {
      config: { access: ENDPOINT_ACCESS.costs.write },
      schema: {
        tags: ['costs'],
        body: costsBodySchema,
        response: { 201: successSchema(costsCreatedSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await db.transaction(async (tx) => {
        const added = await addCosts(tx, request.body, { id: user.id, name: user.name });
        const entries = added.map((cost) => ({
          kind,
          entityId: cost._id,
          action: 'create' as const,
          after: cost,
        }));
        await recordAuditEntries(tx, request, entries);
        return added;
      });
      return reply.status(201).send(ok({ costs: created }));
    },
  );

  app.patch(
    '/costs/:id',
    {
      config: { access: ENDPOINT_ACCESS.costs.write },
      schema: {
        tags: ['costs'],
        params: idParamsSchema,
        body: costPatchSchema,
        response: { 200: successSchema(costResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const cost = await audited(db, request, (tx) => updateCost(tx, id, request.body), {
        kind,
        action: 'update',
        entityId: id,
        before: (tx) => beforeWrite(tx, id),
        after: (updated) => updated,
      });
      return ok({ cost });
    },
  );

  app.delete(
    '/costs/:id',
    {
      config: { access: ENDPOINT_ACCESS.costs.write },
      schema: {
        tags: ['costs'],
        params: idParamsSchema,
        querystring: costDeleteQuerySchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actorId = requireUser(request).id;
      await audited(db, request, (tx) => archiveCost(tx, id, actorId, request.query.version), {
        kind,
        action: 'archive',
        entityId: id,
        before: (tx) => beforeWrite(tx, id),
      });
      return ok(null);
    },
  );
};
