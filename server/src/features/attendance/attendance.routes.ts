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
import { audited } from '../../lib/audit';
import { checkIn, checkOut, listAttendance, lockedRecordOf, markStatus } from './attendance.service';

const kind = 'attendance' as const;

export const attendanceRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  const tags = ['attendance'];
  const recordResponse = { 200: successSchema(attendanceRecordResponseSchema) };

  app.post(
    '/attendance/check-in',
    { config: { access: ENDPOINT_ACCESS.self }, schema: { tags, response: recordResponse } },
    async (request) => {
      const record = await audited(
        db,
        request,
        (tx) => checkIn(tx, requireUser(request).id, now(), timeZone),
        {
          kind,
          action: 'create',
          entityId: (made) => made._id,
          after: (made) => made,
        },
      );
      return ok({ record });
    },
  );

  app.post(
    '/attendance/check-out',
    { config: { access: ENDPOINT_ACCESS.self }, schema: { tags, response: recordResponse } },
    async (request) => {
      const record = await audited(
        db,
        request,
        (tx) => checkOut(tx, requireUser(request).id, now(), timeZone),
        {
          kind,
          action: 'update',
          entityId: (closed) => closed._id,
          // A check-out only closes the day's open record: before it, there was no check-out.
          before: async () => ({ checkOut: null }),
          after: (closed) => ({ checkOut: closed.checkOut }),
          label: (closed) => closed.user.name,
        },
      );
      return ok({ record });
    },
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
    async (request) => {
      const { userId, date } = request.body;
      const record = await audited(db, request, (tx) => markStatus(tx, request.body), {
        kind,
        action: 'update',
        entityId: (marked) => marked._id,
        before: (tx) => lockedRecordOf(tx, userId, date),
        after: (marked) => marked,
      });
      return ok({ record });
    },
  );
};
