import crypto from 'node:crypto';
import type { Payment, PaymentMethod, Tender } from '@dastarkhan/contract/tenders';
import { WALLET_METHODS } from '@dastarkhan/contract/tenders';
import { moneyReceiptNumber } from '@dastarkhan/contract/accounts';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { businessDay } from '@dastarkhan/contract/periods';
import { and, asc, eq, not, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerPayments, invoicePayments, invoices, walletReferences } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toIso, toMoney } from '../../lib/reply';

export type PaymentRow = typeof invoicePayments.$inferSelect;
/** A payment row before the database stamps its time and sequence number. */
export type NewPaymentRow = Omit<PaymentRow, 'createdAt' | 'seq'>;

const WALLET_REFERENCE_KEY = 'wallet_references_method_reference_key';

export function toPaymentJson(
  row: Pick<PaymentRow, 'id' | 'method' | 'amount' | 'reference' | 'createdBy'>,
  createdAt: Date,
): Payment {
  return {
    _id: row.id,
    method: row.method,
    amount: toMoney(row.amount),
    reference: row.reference,
    createdAt: toIso(createdAt)!,
    createdBy: row.createdBy,
  };
}

export const paymentsJson = (rows: PaymentRow[]) => rows.map((row) => toPaymentJson(row, row.createdAt));

/**
 * New rows for `tenders`, taken now on `businessDay` by `createdBy`; with `customerPaymentId`, as that payment
 * received's share of the receipt (issue 35).
 */
export function newPaymentRows(
  invoiceId: string,
  tenders: readonly Tender[],
  taken: Taken,
  customerPaymentId: string | null = null,
): NewPaymentRow[] {
  return tenders.map((tender) => ({
    id: crypto.randomUUID(),
    invoiceId,
    method: tender.method,
    amount: poishaToDecimalString(toPoisha(tender.amount)),
    reference: tender.reference,
    customerPaymentId,
    ...taken,
  }));
}

export function loadPayments(db: Executor, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.seq));
}

const groupOf = (tender: { method: PaymentMethod; reference: string }) =>
  `${tender.method} ${tender.reference}`;

/**
 * The rows to add so a receipt's payments come to `target`, rows being only ever added: what the target
 * drops is taken back by a negative row, what it changes by the difference, what is new by itself. Payments
 * are matched by method and reference; a target the rows already net to adds nothing (ADR 0075).
 */
export function correctingTenders(rows: readonly PaymentRow[], target: readonly Tender[]): Tender[] {
  const current = new Map<string, Tender>();
  for (const row of rows) {
    const group = groupOf(row);
    const net = toPoisha(current.get(group)?.amount ?? 0) + toPoisha(toMoney(row.amount));
    current.set(group, { method: row.method, reference: row.reference, amount: net / 100 });
  }
  const wanted = new Map<string, Tender>();
  for (const tender of target) {
    const group = groupOf(tender);
    const sum = toPoisha(wanted.get(group)?.amount ?? 0) + toPoisha(tender.amount);
    wanted.set(group, { ...tender, amount: sum / 100 });
  }
  const takenBack = [...current]
    .filter(([group, tender]) => !wanted.has(group) && tender.amount !== 0)
    .map(([, tender]) => ({ ...tender, amount: -tender.amount }));
  const changed = [...wanted].flatMap(([group, tender]) => {
    const had = current.get(group);
    const difference = (toPoisha(tender.amount) - toPoisha(had?.amount ?? 0)) / 100;
    return had && difference === 0 ? [] : [{ ...tender, amount: difference }];
  });
  return [...takenBack, ...changed];
}

/** The wallet transaction IDs that rows newly take money on: each may pay only one receipt, ever (ADR 0146). */
export const walletClaims = (rows: readonly NewPaymentRow[]) =>
  rows
    .filter((row) => WALLET_METHODS.includes(row.method) && row.reference !== '' && Number(row.amount) > 0)
    .map((row) => ({
      method: row.method,
      reference: row.reference,
      businessDay: row.businessDay,
      invoiceId: row.invoiceId as string | null,
      customerPaymentId: null as string | null,
      reusedBeforeRule: false,
    }));

export type WalletClaim = ReturnType<typeof walletClaims>[number];

/** What holds a claim: its receipt, or the payment received on an account (issue 35). */
const holderOf = (claim: { invoiceId: string | null; customerPaymentId: string | null }) =>
  claim.invoiceId ?? claim.customerPaymentId;

const usedOn = (claim: WalletClaim, holder: { number: string; businessDay: string }) =>
  conflict(
    `${claim.method} transaction ID ${claim.reference} was already used on receipt ${holder.number} (${holder.businessDay}): a transaction ID pays one receipt only.`,
  );

/** The receipt or money receipt (other than `own`) that already holds one of the claims' IDs, as a 409. */
export async function assertWalletReferencesFree(
  db: Executor,
  claims: readonly WalletClaim[],
  own?: string | null,
): Promise<void> {
  if (claims.length === 0) return;
  const holders = await db
    .select({
      method: walletReferences.method,
      reference: walletReferences.reference,
      businessDay: walletReferences.businessDay,
      invoiceId: walletReferences.invoiceId,
      customerPaymentId: walletReferences.customerPaymentId,
      invoiceNumber: invoices.invoiceNumber,
      paymentNumber: customerPayments.number,
    })
    .from(walletReferences)
    .leftJoin(invoices, eq(invoices.id, walletReferences.invoiceId))
    .leftJoin(customerPayments, eq(customerPayments.id, walletReferences.customerPaymentId))
    .where(
      and(
        // By the unique index's own columns and condition, so each claim is one index look-up.
        not(walletReferences.reusedBeforeRule),
        or(
          ...claims.map((claim) =>
            and(eq(walletReferences.method, claim.method), eq(walletReferences.reference, claim.reference)),
          ),
        ),
      ),
    );
  for (const claim of claims) {
    const holder = holders.find(
      (row) => row.method === claim.method && row.reference === claim.reference && holderOf(row) !== own,
    );
    if (holder)
      throw usedOn(claim, {
        businessDay: holder.businessDay,
        number: holder.invoiceNumber ?? moneyReceiptNumber(holder.paymentNumber ?? 0),
      });
  }
}

/**
 * Claims the transaction IDs for the receipt (or the payment received) inside the caller's transaction. The
 * unique index makes a concurrent claim wait for this transaction and then fail, so two can never both pass.
 */
export async function claimWalletReferences(tx: Executor, claims: readonly WalletClaim[]): Promise<void> {
  if (claims.length === 0) return;
  await tx
    .insert(walletReferences)
    .values([...claims])
    .onConflictDoNothing();
  await assertWalletReferencesFree(tx, claims, holderOf(claims[0]!));
}

/** A save that lost the race for a transaction ID, as the 409 that names the receipt which won it. */
export async function walletConflictOf(
  db: Executor,
  error: unknown,
  claims: readonly WalletClaim[],
): Promise<unknown> {
  if (!isUniqueViolation(error, WALLET_REFERENCE_KEY)) return error;
  try {
    await assertWalletReferencesFree(db, claims, claims[0] && holderOf(claims[0]));
  } catch (refusal) {
    return refusal;
  }
  return error;
}

export type Taken = { businessDay: string; createdBy: string | null };

/** Who takes a payment at `now`, and on which business day. */
export const takenBy = (ctx: { timeZone: string; userId?: string | null; now?: Date }): Taken => ({
  businessDay: businessDay(ctx.now ?? new Date(), ctx.timeZone),
  createdBy: ctx.userId ?? null,
});

/** Adds `tenders` to the receipt's payment rows in `tx`, claiming their wallet transaction IDs; all rows. */
export async function addPayments(
  tx: Executor,
  invoiceId: string,
  rows: PaymentRow[],
  tenders: readonly Tender[],
  taken: Taken,
): Promise<PaymentRow[]> {
  if (tenders.length === 0) return rows;
  const added = newPaymentRows(invoiceId, tenders, taken);
  await claimWalletReferences(tx, walletClaims(added));
  return [...rows, ...(await tx.insert(invoicePayments).values(added).returning())];
}

/**
 * What a receipt's payment rows stand at: rows of one method and reference netted (a correction against what
 * it corrects, credit settled later against the credit), first-taken order, what nets to nothing left out.
 */
export function standingTenders(rows: readonly PaymentRow[]): Tender[] {
  const net = new Map<string, Tender & { poisha: number }>();
  for (const row of rows) {
    const poisha = (net.get(groupOf(row))?.poisha ?? 0) + toPoisha(toMoney(row.amount));
    net.set(groupOf(row), { method: row.method, reference: row.reference, amount: poisha / 100, poisha });
  }
  return [...net.values()]
    .filter((tender) => tender.poisha > 0)
    .map(({ method, amount, reference }) => ({ method, amount, reference }));
}

export const asTender = (row: PaymentRow): Tender => ({
  method: row.method,
  amount: Number(row.amount),
  reference: row.reference,
});
