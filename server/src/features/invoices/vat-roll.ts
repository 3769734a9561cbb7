import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vatDeltas, type invoices } from '../../db/schema';

type VatRollRow = typeof vatDeltas.$inferInsert;
type ReceiptVatColumns = Pick<
  typeof invoices.$inferSelect,
  'issueDate' | 'total' | 'vatLines' | 'serviceCharge'
>;

/**
 * What a receipt adds to its day's VAT roll-up (`sign` -1: what its void or edit takes back): a row per rate it
 * charged, and a row named '' with what paid no VAT (the receipt's total less every rate's value and VAT: lines
 * with no rate in effect and an untaxed service charge) and the service charge. So the roll-up's value and VAT
 * add up to the receipts' totals. Nothing for a receipt made before VAT was recorded.
 */
export function vatRollRows(receipt: ReceiptVatColumns, sign: 1 | -1): VatRollRow[] {
  if (receipt.vatLines === null) return [];
  const money = (poisha: number) => poishaToDecimalString(sign * poisha);
  const day = receipt.issueDate;
  let rated = 0;
  const rows: VatRollRow[] = receipt.vatLines.map((line) => {
    const taxable = toPoisha(line.taxable);
    const vat = toPoisha(line.vat);
    rated += taxable + vat;
    const { rateName, inclusive } = line;
    const percent = String(line.percent);
    return {
      day,
      rateName,
      percent,
      inclusive,
      taxable: money(taxable),
      vat: money(vat),
      serviceCharge: '0',
    };
  });
  const untaxed = toPoisha(Number(receipt.total)) - rated;
  const serviceCharge = toPoisha(Number(receipt.serviceCharge));
  if (untaxed !== 0 || serviceCharge !== 0)
    rows.push({
      day,
      rateName: '',
      percent: '0',
      inclusive: false,
      taxable: money(untaxed),
      vat: '0',
      serviceCharge: money(serviceCharge),
    });
  return rows;
}

/** Appends the changes to the VAT roll-up in the caller's transaction (inserts only, as the sales deltas). */
export async function applyVatChanges(tx: Executor, rows: VatRollRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(vatDeltas).values(rows);
}

/**
 * The VAT roll-up's rows as the live receipts say them, one per receipt and rate and one named '' per receipt
 * (what `vatRollRows` appends): what `rebuildDailyVat` writes and the tests' `vatRollupMismatches` compares.
 */
export const RECEIPT_VAT_ROWS = `
  select issue_date as day, line->>'rateName' as rate_name, (line->>'percent')::numeric as percent,
         (line->>'inclusive')::boolean as inclusive, (line->>'taxable')::numeric as taxable,
         (line->>'vat')::numeric as vat, 0 as service_charge
    from invoices cross join jsonb_array_elements(vat_lines) line
   where voided_at is null and vat_lines is not null
  union all
  select issue_date, '', 0, false,
         total - coalesce((select sum((line->>'taxable')::numeric + (line->>'vat')::numeric)
                             from jsonb_array_elements(vat_lines) line), 0),
         0, service_charge
    from invoices where voided_at is null and vat_lines is not null`;

/** Recomputes the VAT roll-up from the receipts: for tools that write receipts in bulk (seeds). */
export async function rebuildDailyVat(db: Executor): Promise<void> {
  await db.execute(sql`delete from vat_deltas`);
  await db.execute(sql`delete from daily_vat`);
  await db.execute(sql`
    insert into daily_vat (day, rate_name, percent, inclusive, taxable, vat, service_charge)
    select day, rate_name, percent, inclusive, sum(taxable), sum(vat), sum(service_charge)
    from (${sql.raw(RECEIPT_VAT_ROWS)}) receipt
    group by day, rate_name, percent, inclusive`);
}
