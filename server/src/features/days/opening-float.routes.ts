import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { dayFiguresSchema, openingFloatInputSchema } from '@dastarkhan/contract/days';
import { fromPoisha } from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { dayFigures, openingFloat, type VatOfDay } from './day-figures';
import { setOpeningFloat } from './drawer.service';

const tags = ['days'];

/** Today's opening float set by hand (it defaults to what the last close left); answers the new X report. */
export const openingFloatRoutes =
  (vatOfDay: VatOfDay): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { db, timeZone, now }) => {
    const read = { access: ENDPOINT_ACCESS.days };
    app.post(
      '/days/opening-float',
      {
        config: read,
        schema: { tags, body: openingFloatInputSchema, response: { 201: successSchema(dayFiguresSchema) } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const day = businessDay(now(), timeZone);
        const figures = await db.transaction(async (tx) => {
          const before = await openingFloat(tx, day);
          await setOpeningFloat(tx, request.body, user, day);
          const after = await dayFigures(tx, day, vatOfDay);
          await recordAudit(tx, request, {
            kind: 'day',
            entityId: day,
            action: 'update',
            reason: request.body.reason,
            before: { openingFloat: fromPoisha(before.amount) },
            after: { openingFloat: after.openingFloat },
          });
          return after;
        });
        return reply.status(201).send(ok(figures));
      },
    );
  };
