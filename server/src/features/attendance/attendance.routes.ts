import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import {
  attendancePageSchema,
  attendanceQuerySchema,
  attendanceRecordResponseSchema,
  markStatusBodySchema,
  myAttendanceQuerySchema,
} from '@dastarkhan/contract/attendance';
import { successSchema } from '@dastarkhan/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { checkIn, checkOut, listAttendance, markStatus } from './attendance.service';

export const attendanceRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  const tags = ['attendance'];
  const recordResponse = { 200: successSchema(attendanceRecordResponseSchema) };

  app.post(
    '/attendance/check-in',
    { config: { access: ENDPOINT_ACCESS.self }, schema: { tags, response: recordResponse } },
    async (request) => ok({ record: await checkIn(db, requireUser(request).id, now(), timeZone) }),
  );

  app.post(
    '/attendance/check-out',
    { config: { access: ENDPOINT_ACCESS.self }, schema: { tags, response: recordResponse } },
    async (request) => ok({ record: await checkOut(db, requireUser(request).id, now(), timeZone) }),
  );

  app.get(
    '/attendance/me',
    {
      config: { access: ENDPOINT_ACCESS.self },
      schema: {
        tags,
        querystring: myAttendanceQuerySchema,
        response: { 200: successSchema(attendancePageSchema) },
      },
    },
    async (request) => {
      const { start, end, page, limit } = request.query;
      return ok(await listAttendance(db, { userId: requireUser(request).id, start, end }, { page, limit }));
    },
  );

  app.get(
    '/attendance',
    {
      config: { access: ENDPOINT_ACCESS.attendance },
      schema: {
        tags,
        querystring: attendanceQuerySchema,
        response: { 200: successSchema(attendancePageSchema) },
      },
    },
    async (request) => {
      const { start, end, user, page, limit } = request.query;
      return ok(await listAttendance(db, { userId: user, start, end }, { page, limit }));
    },
  );

  app.patch(
    '/attendance/mark-status',
    {
      config: { access: ENDPOINT_ACCESS.attendance },
      schema: { tags, body: markStatusBodySchema, response: recordResponse },
    },
    async (request) => ok({ record: await markStatus(db, request.body) }),
  );
};
