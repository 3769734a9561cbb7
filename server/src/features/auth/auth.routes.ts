import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@dastarkhan/contract/auth';
import { successSchema } from '@dastarkhan/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { audited } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { currentDefaultLanguage } from '../../lib/language-setting';
import { authenticate, findUser, registerUser } from './auth.service';
import { preferencesRoutes } from './preferences.routes';
import { LoginThrottle } from './login-throttle';

/** "45 seconds", "1 minute", "15 minutes": how long a throttled sign-in must wait. */
function waitText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, limits, now }) => {
  const throttle = new LoginThrottle(limits, () => now().getTime());

  app.post(
    '/auth/register',
    {
      config: {
        access: ENDPOINT_ACCESS.signIn,
        rateLimit: { max: limits.registerPerIpPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 201: successSchema(registerResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = await audited(db, request, (tx) => registerUser(tx, request.body), {
        kind: 'user',
        action: 'register',
        entityId: (created) => created._id,
        after: (created) => created,
        actor: (created) => ({ id: created._id, name: created.name }),
      });
      // Signed in at once, as a sign-in would: the new owner does not type the email and password again.
      const token = await app.auth.signToken({ id: user._id, role: user.role });
      return reply.status(201).send(ok({ token, user, defaultLanguage: await currentDefaultLanguage(db) }));
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        access: ENDPOINT_ACCESS.signIn,
        rateLimit: { max: limits.loginPerIpPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: successSchema(loginResponseSchema) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const wait = throttle.attempt(request.ip, email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(
          429,
          `Too many failed sign-in attempts. Please wait ${waitText(wait)} and try again.`,
        );
      }
      const user = await authenticate(db, request.body).catch((error: unknown) => {
        // Only a wrong email or password counts against the address; a server failure does not.
        if (!(error instanceof AppError)) throttle.takeBack(request.ip, email);
        throw error;
      });
      throttle.succeeded(request.ip, email);
      if (user.status !== 'Active')
        throw unauthorized('Your account is not active. Ask an admin to activate it.');
      const token = await app.auth.signToken({ id: user._id, role: user.role });
      return ok({ token, user, defaultLanguage: await currentDefaultLanguage(db) });
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: ENDPOINT_ACCESS.self },
      schema: { tags: ['auth'], response: { 200: successSchema(meResponseSchema) } },
    },
    async (request) => {
      const user = await findUser(db, requireUser(request).id);
      if (!user) throw unauthorized();
      return ok({ user, defaultLanguage: await currentDefaultLanguage(db) });
    },
  );

  await app.register(preferencesRoutes, { db });
};
