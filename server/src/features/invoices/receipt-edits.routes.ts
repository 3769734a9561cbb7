import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { invoiceResponseSchema, updateInvoiceBodySchema } from '@dastarkhan/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { deleteInvoice, lockedInvoice, updateInvoice } from './invoices.service';

const access = ENDPOINT_ACCESS.invoices;
const tags = ['invoices'];
const kind = 'receipt' as const;
const oneInvoice = successSchema(invoiceResponseSchema);

/** Editing and deleting a saved receipt, each with its audit entry in the same transaction (issue 32). */
export const receiptEditRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { db, timeZone, now },
) => {
  const invoiceContext = (userId: string) => ({ timeZone, userId, now: now() });

  app.patch(
    '/invoices/:id',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, body: updateInvoiceBodySchema, response: { 200: oneInvoice } },
    },
    async (request) => {
      const { id } = request.params;
      const write = async (tx: Executor) => {
        const user = requireUser(request);
        const updated = await updateInvoice(tx, id, request.body, invoiceContext(user.id));
        // The entry's time is the transaction's: the answer says Edited as a later read will.
        const { rows } = await tx.execute<{ at: string }>(sql`select now()::text as at`);
        return { ...updated, edited: { by: user.name, at: new Date(rows[0]!.at).toISOString() } };
      };
      const invoice = await audited(db, request, write, {
        kind,
        action: 'update',
        entityId: id,
        before: (tx) => lockedInvoice(tx, id),
        after: ({ edited: _edited, ...updated }) => updated,
      });
      return ok({ invoice });
    },
  );

  app.delete(
    '/invoices/:id',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      const { id } = request.params;
      await audited(db, request, (tx) => deleteInvoice(tx, id, requireUser(request).id), {
        kind,
        action: 'delete',
        entityId: id,
        before: (tx) => lockedInvoice(tx, id),
      });
      return ok(null);
    },
  );
};
