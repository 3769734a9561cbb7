import { allows, type Access } from '@dastarkhan/contract/access';
import type { Role } from '@dastarkhan/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from '../lib/errors';

/** Who may call a route: every /api route declares one from ENDPOINT_ACCESS (the app refuses to start otherwise). */
export type { Access };

export type AuthUser = { id: string; name: string; email: string; role: Role; status: 'Active' | 'Inactive' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    auth: AuthService;
  }
}

export type UserLookup = (id: string) => Promise<AuthUser | undefined>;

export type AuthOptions = { secret: string; expiresIn: string; findUser: UserLookup };

export type AuthService = {
  signToken(user: Pick<AuthUser, 'id' | 'role'>): Promise<string>;
  /** Drops cached copies of a user after a role/status change or deletion. */
  forgetUser(id: string): void;
};

/** Verified tokens and user rows are cached briefly: a JWT HMAC check plus a user lookup per request
 * would otherwise dominate cheap list calls (docs/decisions/0004-auth-tokens.md). */
const USER_CACHE_MS = 5_000;

export const auth = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  const key = new TextEncoder().encode(options.secret);
  const tokens = new LRUCache<string, { userId: string; expiresAt: number }>({ max: 20_000 });
  const users = new LRUCache<string, AuthUser>({ max: 5_000, ttl: USER_CACHE_MS });

  async function verify(token: string): Promise<string> {
    const cached = tokens.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.userId;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw unauthorized();
      const expiresAt = payload.exp * 1000;
      // jwtVerify refused an expired token, so the time left is positive (a ttl of 0 would mean forever).
      tokens.set(token, { userId: payload.sub, expiresAt }, { ttl: Math.max(1, expiresAt - Date.now()) });
      return payload.sub;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthorized('Your session has expired. Please sign in again.');
      throw unauthorized('Your session is not valid. Please sign in again.');
    }
  }

  async function currentUser(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const userId = await verify(token);
    let user = users.get(userId);
    if (!user) {
      user = await options.findUser(userId);
      if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
      users.set(userId, user);
    }
    if (user.status !== 'Active') throw forbidden('Your account is not active. Ask an admin to activate it.');
    return user;
  }

  app.decorate('auth', {
    async signToken(user) {
      return new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn)
        .sign(key);
    },
    forgetUser(id) {
      users.delete(id);
    },
  } satisfies AuthService);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    if (route.config?.access === undefined && !route.url.startsWith('/api/docs')) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} does not declare who may call it (config.access)`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const user = await currentUser(request);
    if (!allows(access, user.role)) throw forbidden();
    request.authUser = user;
  });
});

/** The signed-in user of a guarded route. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
