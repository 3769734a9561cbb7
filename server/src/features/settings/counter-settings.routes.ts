import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  approvalPinBodySchema,
  approvalPinResponseSchema,
  counterLimitsResponseSchema,
  counterLimitsSchema,
} from '@dastarkhan/contract/counter-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { settings } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import { COUNTER_LIMITS_KEY, readCounterLimits, saveCounterLimits } from '../../lib/counter-limits';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { hasApprovalPin, setApprovalPin } from './approval-pin.service';

/** The counter's settings (issue 32): the admin's discount and void limits, and each admin's approval PIN. */
export const counterSettingsRoutes: FastifyPluginAsyncZod<Pick<FeatureOptions, 'db'>> = async (
  app,
  { db },
) => {
  // The counter's limits: every counter role reads them (the counter shows the limit), only the admin sets them.
  const limits = { 200: successSchema(counterLimitsResponseSchema) };

  app.get(
    '/settings/counter-limits',
    {
      config: { access: ENDPOINT_ACCESS.counterLimits.read },
      schema: {
        tags: ['settings'],
        summary: 'The discount limits for non-admins, and the void rule',
        response: limits,
      },
    },
    async () => ok({ limits: await readCounterLimits(db) }),
  );

  app.put(
    '/settings/counter-limits',
    {
      config: { access: ENDPOINT_ACCESS.counterLimits.write },
      schema: { tags: ['settings'], body: counterLimitsSchema, response: limits },
    },
    async (request) => {
      const limits = await audited(db, request, (tx) => saveCounterLimits(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: COUNTER_LIMITS_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, COUNTER_LIMITS_KEY);
          return readCounterLimits(tx);
        },
        after: (saved) => saved,
      });
      return ok({ limits });
    },
  );

  const pin = { 200: successSchema(approvalPinResponseSchema) };

  app.get(
    '/settings/approval-pin',
    {
      config: { access: ENDPOINT_ACCESS.approvalPin },
      schema: {
        tags: ['settings'],
        summary: 'Whether the signed-in admin has an approval PIN',
        response: pin,
      },
    },
    async (request) => ok({ pinSet: await hasApprovalPin(db, requireUser(request).id) }),
  );

  app.put(
    '/settings/approval-pin',
    {
      config: { access: ENDPOINT_ACCESS.approvalPin },
      schema: {
        tags: ['settings'],
        summary: "Set the signed-in admin's own approval PIN (their password proves it is them)",
        body: approvalPinBodySchema,
        response: pin,
      },
    },
    async (request) => {
      const { id, name } = requireUser(request);
      // The entry says that the PIN was set or changed, never what it is.
      await audited(db, request, (tx) => setApprovalPin(tx, id, request.body), {
        kind: 'user',
        action: 'update',
        entityId: id,
        label: () => name,
        before: async (tx) => ({ approvalPin: (await hasApprovalPin(tx, id)) ? 'an earlier PIN' : null }),
        after: () => ({ approvalPin: 'a new PIN' }),
      });
      return ok({ pinSet: true });
    },
  );
};
