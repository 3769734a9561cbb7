import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  dayFiguresSchema,
  dayQuerySchema,
  drawerMovementInputSchema,
  drawerMovementSchema,
  supplierDueSchema,
  voidReasonSchema,
} from '@dastarkhan/contract/days';
import { businessDay } from '@dastarkhan/contract/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { dayFigures, type VatOfDay } from './day-figures';
import { addMovement, listMovements, listSupplierDues, voidMovement } from './drawer.service';

const tags = ['days'];

/**
 * The open day's drawer: its X report, and its pay-ins and pay-outs, listed, appended, and voided by an appended
 * row.
 */
export const drawerRoutes =
  (vatOfDay: VatOfDay): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { db, timeZone, now }) => {
    const today = () => businessDay(now(), timeZone);
    const read = { access: ENDPOINT_ACCESS.days };

    app.get(
      '/days/x-report',
      {
        config: read,
        schema: { tags, querystring: dayQuerySchema, response: { 200: successSchema(dayFiguresSchema) } },
      },
      async (request) => ok(await dayFigures(db, request.query.day ?? today(), vatOfDay)),
    );

    app.get(
      '/days/drawer',
      {
        config: read,
        schema: {
          tags,
          querystring: dayQuerySchema,
          response: { 200: successSchema(z.object({ movements: z.array(drawerMovementSchema) })) },
        },
      },
      async (request) => ok({ movements: await listMovements(db, request.query.day ?? today()) }),
    );

    app.post(
      '/days/drawer',
      {
        config: read,
        schema: {
          tags,
          body: drawerMovementInputSchema,
          response: { 201: successSchema(drawerMovementSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const movement = await db.transaction(async (tx) => {
          const added = await addMovement(tx, request.body, user, today());
          await recordAudit(tx, request, {
            kind: 'drawer',
            entityId: added._id,
            action: 'create',
            after: added,
          });
          return added;
        });
        return reply.status(201).send(ok(movement));
      },
    );

    app.post(
      '/days/drawer/:id/void',
      {
        config: read,
        schema: {
          tags,
          params: idParamsSchema,
          body: voidReasonSchema,
          response: { 200: successSchema(drawerMovementSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await db.transaction(async (tx) => {
            const voided = await voidMovement(tx, request.params.id, request.body.reason, user);
            await recordAudit(tx, request, {
              kind: 'drawer',
              entityId: voided._id,
              action: 'void',
              reason: request.body.reason,
              after: voided,
            });
            return voided;
          }),
        );
      },
    );

    app.get(
      '/days/suppliers',
      {
        config: read,
        schema: {
          tags,
          response: { 200: successSchema(z.object({ suppliers: z.array(supplierDueSchema) })) },
        },
      },
      async () => ok({ suppliers: await listSupplierDues(db) }),
    );
  };
