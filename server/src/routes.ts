import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { authRoutes } from './features/auth/auth.routes';
import { customersRoutes } from './features/customers/customers.routes';
import type { FeatureOptions } from './lib/feature-options';
import { healthRoutes } from './features/health/health.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { usersRoutes } from './features/users/users.routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod<FeatureOptions>[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  customersRoutes,
  recipesRoutes,
  attendanceRoutes,
];
