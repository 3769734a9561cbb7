import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import {
  auditHistoryParamsSchema,
  auditHistorySchema,
  auditPageSchema,
  auditQuerySchema,
} from '@dastarkhan/contract/audit';
import { successSchema } from '@dastarkhan/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { entityHistory, listAudit } from './audit.service';

/** The audit trail, read only: entries are written by the routes that make the changes (lib/audit.ts). */
export const auditRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: ENDPOINT_ACCESS.audit },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, filtered by user, kind, action and period',
        querystring: auditQuerySchema,
        response: { 200: successSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );

  app.get(
    '/audit/:kind/:id',
    {
      config: { access: ENDPOINT_ACCESS.audit },
      schema: {
        tags: ['audit'],
        summary: "One entity's whole history, oldest first",
        params: auditHistoryParamsSchema,
        response: { 200: successSchema(auditHistorySchema) },
      },
    },
    async (request) => ok(await entityHistory(db, request.params.kind, request.params.id)),
  );
};
