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
import { audited } from '../../lib/audit';
import { changeUser, deleteUser, listUsers, lockedUser } from './users.service';

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
      const { id } = request.params;
      // A role change is a user update whose changed fields name the role.
      const user = await audited(db, request, (tx) => changeUser(tx, id, request.body), {
        kind: 'user',
        action: 'update',
        entityId: id,
        before: (tx) => lockedUser(tx, id),
        after: (updated) => updated,
      });
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
      const { id } = request.params;
      await audited(db, request, (tx) => deleteUser(tx, requireUser(request).id, id), {
        kind: 'user',
        action: 'delete',
        entityId: id,
        before: (tx) => lockedUser(tx, id),
      });
      app.auth.forgetUser(request.params.id);
      return ok(null);
    },
  );
};
