import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  inventoryDeleteResponseSchema,
  inventoryIntakeBodySchema,
  inventoryIntakeResponseSchema,
  inventoryItemResponseSchema,
  inventoryPageSchema,
  inventoryPatchSchema,
  inventoryQuerySchema,
  type InventoryIntake,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { inventoryItems } from '../../db/schema';
import { audited, lockRow, recordAuditEntries } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { lockSuppliers, suppliersOfItem } from '../../lib/supplier-books';
import { requireUser } from '../../plugins/auth';
import { inventoryMovementRoutes } from './inventory-movements.routes';
import { listInventory, loadItem, loadItems, type Clock } from './inventory.service';
import { editItem } from './inventory-movements.service';
import { addIntakes, archiveItem } from './inventory-write.service';
import { stockCategoriesRoutes } from './stock-categories.routes';

const tags = ['inventory'];
const access = ENDPOINT_ACCESS.inventory;

/** The version an If-Match header names: `"3"`, `W/"3"` or a bare 3. */
const ifMatchSchema = z
  .string()
  .regex(/^\s*(W\/)?"?\d{1,9}"?\s*$/, 'If-Match must carry the item version, e.g. "3"')
  .transform((value) => Number(value.replace(/\D/g, '')))
  .optional();

/** Receives every intake row and records an entry per item received into, with the item as it then stands. */
function receiveWithEntries(db: Database, request: FastifyRequest, body: InventoryIntake[], clock: Clock) {
  const user = requireUser(request);
  return db.transaction(async (tx) => {
    const ids = await addIntakes(tx, body, { id: user.id, name: user.name });
    const received = await loadItems(tx, ids, clock);
    const entries = received.map((item) => ({
      kind: 'stock-item' as const,
      entityId: item._id,
      action: 'receive' as const,
      after: item,
    }));
    await recordAuditEntries(tx, request, entries);
    return received;
  });
}

/** Stock items: the list, receiving (new items or more of one), one item, its edit and its deletion. */
export const inventoryRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { db, timeZone, now } = options;
  const clock = (): Clock => ({ now: now(), timeZone });
  const lockedItem = async (tx: Executor, id: string) => {
    // The item's suppliers first, as a supplier's payment locks them, then the item (issue 35).
    await lockSuppliers(tx, await suppliersOfItem(tx, id));
    await lockRow(tx, inventoryItems.id, id);
    return loadItem(tx, id, clock());
  };
  await app.register(stockCategoriesRoutes, options);
  app.get(
    '/inventory',
    {
      config: { access },
      schema: {
        tags,
        querystring: inventoryQuerySchema,
        response: { 200: successSchema(inventoryPageSchema) },
      },
    },
    async (request) => ok(await listInventory(db, request.query, timeZone, now())),
  );

  app.post(
    '/inventory',
    {
      config: { access },
      schema: {
        tags,
        body: inventoryIntakeBodySchema,
        response: { 201: successSchema(inventoryIntakeResponseSchema) },
      },
    },
    async (request, reply) => {
      const items = await receiveWithEntries(db, request, request.body, clock());
      return reply.status(201).send(ok({ items }));
    },
  );

  app.get(
    '/inventory/:id',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema(inventoryItemResponseSchema) } },
    },
    async (request, reply) => {
      const item = await loadItem(db, request.params.id, clock());
      return reply.header('etag', `"${item.version}"`).send(ok({ item }));
    },
  );

  app.patch(
    '/inventory/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        headers: z.object({ 'if-match': ifMatchSchema }),
        body: inventoryPatchSchema,
        response: { 200: successSchema(inventoryItemResponseSchema) },
      },
    },
    async (request) => {
      const version = request.body.version ?? request.headers['if-match'];
      const { id } = request.params;
      const write = async (tx: Executor) => {
        await editItem(tx, id, request.body, version, requireUser(request));
        return loadItem(tx, id, clock());
      };
      const item = await audited(db, request, write, {
        kind: 'stock-item',
        action: 'update',
        entityId: id,
        before: (tx) => lockedItem(tx, id),
        after: (edited) => edited,
      });
      return ok({ item });
    },
  );

  app.delete(
    '/inventory/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema(inventoryDeleteResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actorId = requireUser(request).id;
      await audited(db, request, (tx) => archiveItem(tx, id, actorId), {
        kind: 'stock-item',
        action: 'archive',
        entityId: id,
        before: (tx) => lockedItem(tx, id),
      });
      return ok({ _id: request.params.id });
    },
  );

  await app.register(inventoryMovementRoutes, options);
};
