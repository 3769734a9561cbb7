import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  voidedInvoiceResponseSchema,
  voidInvoiceBodySchema,
  voidInvoiceQuerySchema,
} from '@dastarkhan/contract/voids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { audited, recordAudit } from '../../lib/audit';
import { ok } from '../../lib/reply';
import { lockedInvoice, type InvoiceContext } from './invoices.service';
import { findVoidedInvoice, voidInvoice } from './receipt-void';

const tags = ['invoices'];

/** The spec's DELETE, which voids (ADR 0155), and the admin's look at a voided receipt (ADR 0156). */
export function voidRoutes(
  app: FastifyInstance,
  db: Database,
  invoiceContext: (request: FastifyRequest) => InvoiceContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.delete(
    '/invoices/:id',
    {
      config: { access: ENDPOINT_ACCESS.invoices },
      schema: {
        tags,
        summary: 'Delete (void) a receipt',
        description:
          'The receipt leaves every list and GET answers 404, as the spec says; the row stays as a voided receipt ' +
          'with who, when and the reason (body or query, optional: a bare DELETE records none), and its payments, ' +
          'stock and sales are reversed by appended rows. A repeat of the Idempotency-Key that made it answers 410.',
        params: idParamsSchema,
        querystring: voidInvoiceQuerySchema,
        body: voidInvoiceBodySchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const reason = request.body?.reason || request.query.reason || null;
      // The void and its audit entries, with its reason, are saved together (issue 32): the receipt's, and its
      // held order's, which reads voided with it.
      const write = async (tx: Executor) => {
        const { orderId, orderLabel } = await voidInvoice(tx, id, reason, invoiceContext(request));
        if (orderId)
          await recordAudit(tx, request, {
            kind: 'order',
            entityId: orderId,
            label: orderLabel,
            action: 'void',
            reason,
            before: { status: 'charged' },
            after: { status: 'void' },
          });
      };
      await audited(db, request, write, {
        kind: 'receipt',
        action: 'void',
        reason,
        entityId: id,
        before: (tx) => lockedInvoice(tx, id),
      });
      return ok(null);
    },
  );

  typed.get(
    '/invoices/:id/void',
    {
      config: { access: ENDPOINT_ACCESS.voidedInvoices },
      schema: {
        tags,
        summary:
          'A voided receipt as it stood just before the void, with who voided it, when and why (admin)',
        params: idParamsSchema,
        response: { 200: successSchema(voidedInvoiceResponseSchema) },
      },
    },
    async (request) => ok(await findVoidedInvoice(db, request.params.id)),
  );
}
