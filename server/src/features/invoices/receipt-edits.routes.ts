import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import { PRICES_DOC } from '@dastarkhan/contract/counter-rules';
import { invoiceResponseSchema, updateInvoiceBodySchema } from '@dastarkhan/contract/invoices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { lockedInvoice, updateInvoice, type InvoiceContext } from './invoices.service';

/**
 * Editing a saved receipt, with its audit entry in the same transaction (issue 32). Its document says how the
 * server prices the lines (ADR 0140).
 */
export function receiptEditRoutes(
  app: FastifyInstance,
  db: Database,
  invoiceContext: (request: FastifyRequest) => InvoiceContext,
): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/invoices/:id',
    {
      config: { access: ENDPOINT_ACCESS.invoices },
      schema: {
        tags: ['invoices'],
        description: PRICES_DOC,
        params: idParamsSchema,
        body: updateInvoiceBodySchema,
        response: { 200: successSchema(invoiceResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const write = async (tx: Executor) => {
        const updated = await updateInvoice(tx, id, request.body, invoiceContext(request));
        // The entry's time is the transaction's: the answer says Edited as a later read will.
        const { rows } = await tx.execute<{ at: string }>(sql`select now()::text as at`);
        const by = requireUser(request).name;
        return { ...updated, edited: { by, at: new Date(rows[0]!.at).toISOString() } };
      };
      const invoice = await audited(db, request, write, {
        kind: 'receipt',
        action: 'update',
        entityId: id,
        before: (tx) => lockedInvoice(tx, id),
        after: ({ edited: _edited, ...updated }) => updated,
      });
      return ok({ invoice });
    },
  );
}
