import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  closeDayInputSchema,
  dayParamsSchema,
  reopenInputSchema,
  zReportSchema,
} from '@dastarkhan/contract/days';
import { businessDay } from '@dastarkhan/contract/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { recordAudit } from '../../lib/audit';
import { closeDay, findZReport, reopenDay } from './close.service';
import { dayListRoutes } from './day-list.routes';
import { drawerRoutes } from './drawer.routes';
import type { VatOfDay } from './day-figures';
import { closeLimitRoutes } from './close-limit.routes';
import { openingFloatRoutes } from './opening-float.routes';

const tags = ['days'];

/**
 * The business day: the X report, the drawer's pay-ins and pay-outs, the close, Z reports and reopening. The day's
 * VAT comes from the VAT feature, handed over by routes.ts.
 */
export const daysRoutes =
  (vatOfDay: VatOfDay): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, options) => {
    const { db, timeZone, now } = options;
    const today = () => businessDay(now(), timeZone);
    const read = { access: ENDPOINT_ACCESS.days };

    app.post(
      '/days/close',
      {
        config: read,
        schema: { tags, body: closeDayInputSchema, response: { 201: successSchema(zReportSchema) } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const report = await db.transaction(async (tx) => {
          const closed = await closeDay(tx, request.body, user, today(), vatOfDay);
          await recordAudit(tx, request, {
            kind: 'day',
            entityId: closed.report.day,
            action: 'close',
            reason: closed.report.reason,
            after: { day: closed.report.day, zNumber: closed.report.number, cash: closed.report.cash },
          });
          return closed.report;
        });
        return reply.status(201).send(ok(report));
      },
    );

    app.get(
      '/days/z/:number',
      {
        config: read,
        schema: {
          tags,
          params: z.object({ number: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
          response: { 200: successSchema(zReportSchema) },
        },
      },
      async (request) => ok(await findZReport(db, request.params.number)),
    );

    app.post(
      '/days/:day/reopen',
      {
        config: { access: ENDPOINT_ACCESS.dayReopen },
        schema: {
          tags,
          params: dayParamsSchema,
          body: reopenInputSchema,
          response: {
            200: successSchema(
              z.object({ closeId: z.string(), day: z.string(), number: z.number(), reason: z.string() }),
            ),
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await db.transaction(async (tx) => {
            const reopened = await reopenDay(tx, request.params.day, request.body.reason, user);
            await recordAudit(tx, request, {
              kind: 'day',
              entityId: reopened.day,
              action: 'reopen',
              reason: reopened.reason,
              before: { day: reopened.day, zNumber: reopened.number },
            });
            return reopened;
          }),
        );
      },
    );

    await app.register(drawerRoutes(vatOfDay), options);
    await app.register(dayListRoutes, options);
    await app.register(closeLimitRoutes, options);
    await app.register(openingFloatRoutes(vatOfDay), options);
  };
