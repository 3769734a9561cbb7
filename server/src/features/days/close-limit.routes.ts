import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { closeLimitSchema } from '@dastarkhan/contract/days';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/reply';
import { readCloseLimit, saveCloseLimit } from './close.service';

/** The difference between counted and expected a close accepts without a reason: read by the close screen. */
export const closeLimitRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const response = { 200: successSchema(closeLimitSchema) };
  app.get(
    '/settings/day-close',
    { config: { access: ENDPOINT_ACCESS.closeLimit.read }, schema: { tags: ['settings'], response } },
    async () => ok(await readCloseLimit(db)),
  );
  app.put(
    '/settings/day-close',
    {
      config: { access: ENDPOINT_ACCESS.closeLimit.write },
      schema: { tags: ['settings'], body: closeLimitSchema, response },
    },
    async (request) =>
      ok(
        await db.transaction(async (tx) => {
          const before = await readCloseLimit(tx);
          const after = await saveCloseLimit(tx, request.body);
          await recordAudit(tx, request, {
            kind: 'setting',
            entityId: 'day_close',
            action: 'update',
            before,
            after,
          });
          return after;
        }),
      ),
  );
};
