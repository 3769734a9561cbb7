import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  userPatchSchema,
  userResponseSchema,
  usersPageSchema,
  usersQuerySchema,
} from '@dastarkhan/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { FeatureOptions } from '../../lib/feature-options';
import { requireUser } from '../../plugins/auth';
import { changeUser, deleteUser, listUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { access: ENDPOINT_ACCESS.users },
      schema: {
        tags: ['users'],
        querystring: usersQuerySchema,
        response: { 200: successSchema(usersPageSchema) },
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: ENDPOINT_ACCESS.users },
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: userPatchSchema,
        response: { 200: successSchema(userResponseSchema) },
      },
    },
    async (request) => {
      const user = await changeUser(db, request.params.id, request.body);
      // The session cache would otherwise keep the old role or status for a few seconds.
      app.auth.forgetUser(user._id);
      return ok({ user });
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: ENDPOINT_ACCESS.users },
      schema: { tags: ['users'], params: idParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await deleteUser(db, requireUser(request).id, request.params.id);
      app.auth.forgetUser(request.params.id);
      return ok(null);
    },
  );
};
