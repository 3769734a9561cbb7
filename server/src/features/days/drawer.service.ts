import type { DrawerMovement, DrawerMovementInput } from '@dastarkhan/contract/days';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costs, drawerMovements, drawerMovementVoids } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';

export type Actor = { id: string; name: string };

type MovementRow = typeof drawerMovements.$inferSelect & {
  voidReason: string | null;
  voidBy: string | null;
  voidAt: Date | null;
};

const movementColumns = {
  id: drawerMovements.id,
  kind: drawerMovements.kind,
  amount: drawerMovements.amount,
  reason: drawerMovements.reason,
  day: drawerMovements.day,
  costId: drawerMovements.costId,
  byId: drawerMovements.byId,
  byName: drawerMovements.byName,
  createdAt: drawerMovements.createdAt,
  voidReason: drawerMovementVoids.reason,
  voidBy: drawerMovementVoids.byName,
  voidAt: drawerMovementVoids.createdAt,
};

function toMovementJson(row: MovementRow): DrawerMovement {
  return {
    _id: row.id,
    kind: row.kind,
    amount: toMoney(row.amount),
    reason: row.reason,
    day: row.day,
    by: row.byName,
    at: toIso(row.createdAt) ?? '',
    costId: row.costId,
    voided:
      row.voidAt === null
        ? null
        : { reason: row.voidReason ?? '', by: row.voidBy ?? '', at: toIso(row.voidAt) ?? '' },
  };
}

const readMovements = (db: Executor) =>
  db
    .select(movementColumns)
    .from(drawerMovements)
    .leftJoin(drawerMovementVoids, eq(drawerMovementVoids.movementId, drawerMovements.id));

/** The day's pay-ins and pay-outs, newest first, voided ones with who voided them and why. */
export async function listMovements(db: Executor, day: string): Promise<DrawerMovement[]> {
  const rows = await readMovements(db)
    .where(eq(drawerMovements.day, day))
    .orderBy(desc(drawerMovements.createdAt));
  return rows.map(toMovementJson);
}

/**
 * Appends a pay-in or pay-out on `day`. A pay-out is also an extra cost (ADR 0177): it books a cost with the same
 * reason and amount, held by whoever took the money out, so every cost figure counts it.
 */
export async function addMovement(
  tx: Executor,
  input: DrawerMovementInput,
  actor: Actor,
  day: string,
): Promise<DrawerMovement> {
  const amount = poishaToDecimalString(toPoisha(input.amount));
  let costId: string | null = null;
  if (input.kind === 'pay-out') {
    const [cost] = await tx
      .insert(costs)
      .values({
        reason: input.reason,
        amount,
        holderName: actor.name,
        addedBy: actor.id,
        addedByName: actor.name,
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: costs.id });
    costId = cost!.id;
  }
  const [row] = await tx
    .insert(drawerMovements)
    .values({ ...input, amount, day, costId, byId: actor.id, byName: actor.name })
    .returning();
  return toMovementJson({ ...row!, voidReason: null, voidBy: null, voidAt: null });
}

/** Voids a pay-in or pay-out by an appended row; a pay-out's cost is archived with it. */
export async function voidMovement(
  tx: Executor,
  id: string,
  reason: string,
  actor: Actor,
): Promise<DrawerMovement> {
  const [found] = await readMovements(tx).where(eq(drawerMovements.id, id)).for('update', {
    of: drawerMovements,
  });
  if (!found) throw notFound('Pay-in or pay-out');
  if (found.voidAt !== null) throw conflict('This pay-in or pay-out is already voided.');
  const [voided] = await tx
    .insert(drawerMovementVoids)
    .values({ movementId: id, reason, byId: actor.id, byName: actor.name })
    .returning();
  if (found.costId)
    await tx
      .update(costs)
      .set({ archivedAt: sql`clock_timestamp()`, archivedBy: actor.id })
      .where(and(eq(costs.id, found.costId), sql`${costs.archivedAt} is null`));
  return toMovementJson({
    ...found,
    voidReason: voided!.reason,
    voidBy: voided!.byName,
    voidAt: voided!.createdAt,
  });
}
