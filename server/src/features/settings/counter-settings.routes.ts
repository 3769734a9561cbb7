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
import { readCounterLimits, saveCounterLimits } from '../../lib/counter-limits';
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
    async (request) => ok({ limits: await saveCounterLimits(db, request.body) }),
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
      await setApprovalPin(db, requireUser(request).id, request.body);
      return ok({ pinSet: true });
    },
  );
};
