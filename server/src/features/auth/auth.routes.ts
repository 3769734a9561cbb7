import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
} from '@dastarkhan/contract/auth';
import { successSchema } from '@dastarkhan/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../lib/feature-options';
import { authenticate, findUser, registerUser } from './auth.service';
import { LoginThrottle } from './login-throttle';

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, limits }) => {
  const throttle = new LoginThrottle(limits.loginFailuresPerEmail);

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: { max: limits.registerPerIpPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: successSchema(meResponseSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(ok({ user: await registerUser(db, request.body) })),
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: { max: limits.loginPerIpPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: successSchema(loginResponseSchema) },
      },
    },
    async (request) => {
      const wait = throttle.retryAfter(request.body.email);
      if (wait > 0) {
        throw new AppError(
          429,
          `Too many failed sign-in attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.`,
        );
      }
      try {
        const user = await authenticate(db, request.body);
        throttle.reset(request.body.email);
        if (user.status !== 'Active')
          throw unauthorized('Your account is not active. Ask an admin to activate it.');
        return ok({ token: await app.auth.signToken({ id: user._id, role: user.role }), user });
      } catch (error) {
        throttle.recordFailure(request.body.email);
        throw error;
      }
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: successSchema(meResponseSchema) } },
    },
    async (request) => {
      const user = await findUser(db, requireUser(request).id);
      if (!user) throw unauthorized();
      return ok({ user });
    },
  );
};
