import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, pageQuerySchema, successSchema } from '@dastarkhan/contract/common';
import {
  movementResponseSchema,
  type Movement,
  type StockCountBody,
  movementsPageSchema,
  paymentBodySchema,
  reductionBodySchema,
  stockCountBodySchema,
  stockCountResponseSchema,
  wasteBodySchema,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { audited, recordAuditEntries } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { itemName, loadItem, type Clock } from './inventory.service';
import { listMovements, paySupplier, recordCount, takeStock } from './inventory-movements.service';

const tags = ['inventory'];
const access = ENDPOINT_ACCESS.inventory;

/** A movement and its entry, filed under the item it moved so the item’s history shows it (ADR 0166). */
function movementWithEntry(
  db: Database,
  request: FastifyRequest,
  itemId: string,
  move: (tx: Executor, user: AuthUser) => Promise<Movement>,
): Promise<Movement> {
  return audited(db, request, (tx) => move(tx, requireUser(request)), {
    kind: 'stock-movement',
    action: 'create',
    entityId: itemId,
    after: (movement) => movement,
    label: (_movement, tx) => itemName(tx, itemId),
  });
}

/** A count and an entry per counted item: the books before, the shelf after. */
function countWithEntries(db: Database, request: FastifyRequest, body: StockCountBody) {
  return db.transaction(async (tx) => {
    const counted = await recordCount(tx, body, requireUser(request));
    const entries = counted.counted.map(({ itemId, ...line }) => ({
      kind: 'stock-movement' as const,
      entityId: itemId,
      label: line.name,
      action: 'create' as const,
      before: { quantity: line.expected },
      after: { quantity: line.counted, difference: line.difference },
    }));
    await recordAuditEntries(tx, request, entries);
    return counted;
  });
}

/**
 * What moves an item's stock or its supplier's due after it was received: its history, stock taken out or wasted,
 * a count of every item, a payment to the supplier. Each answers with the item as it now stands.
 */
export const inventoryMovementRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { db, timeZone, now },
) => {
  const clock = (): Clock => ({ now: now(), timeZone });
  const recordMovement = (
    request: FastifyRequest,
    itemId: string,
    move: (tx: Executor, user: AuthUser) => Promise<Movement>,
  ) => movementWithEntry(db, request, itemId, move);
  app.get(
    '/inventory/:id/movements',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(movementsPageSchema) },
      },
    },
    async (request) => ok(await listMovements(db, request.params.id, request.query)),
  );

  app.post(
    '/inventory/:id/reductions',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: reductionBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const movement = await recordMovement(request, id, (tx, user) =>
        takeStock(tx, id, 'reduction', request.body, user),
      );
      return reply.status(201).send(ok({ item: await loadItem(db, id, clock()), movement }));
    },
  );

  app.post(
    '/inventory/:id/waste',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: wasteBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const movement = await recordMovement(request, id, (tx, user) =>
        takeStock(tx, id, 'waste', request.body, user),
      );
      return reply.status(201).send(ok({ item: await loadItem(db, id, clock()), movement }));
    },
  );

  app.post(
    '/inventory/counts',
    {
      config: { access },
      schema: {
        tags,
        body: stockCountBodySchema,
        response: { 201: successSchema(stockCountResponseSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await countWithEntries(db, request, request.body))),
  );

  app.post(
    '/inventory/:id/payments',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: paymentBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const movement = await recordMovement(request, id, (tx, user) =>
        paySupplier(tx, id, request.body, user),
      );
      return reply.status(201).send(ok({ item: await loadItem(db, id, clock()), movement }));
    },
  );
};
