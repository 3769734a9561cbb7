import { csvFile, type CsvCell } from '@dastarkhan/contract/csv';
import type { FailureLanguage } from '@dastarkhan/contract/failures/match';
import { fromPoisha, toPoisha, type Poisha } from '@dastarkhan/contract/money';
import type { VatRegister, VatRegisterRate } from '@dastarkhan/contract/vat';
import { addDays, addMonths, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

type RollRow = {
  day: string;
  rate_name: string;
  percent: string;
  inclusive: boolean;
  taxable: string;
  vat: string;
  service_charge: string;
};

/**
 * The VAT roll-up rows of the days from `from` to before `until`, summed per day and rate as charged: the
 * folded days and the deltas still waiting (`vat_by_day`), a few rows per day at any history (issue 34).
 */
async function rollRows(db: Executor, from: string, until: string): Promise<RollRow[]> {
  const result = await db.execute<RollRow>(sql`
    select day::text as day, rate_name, percent::text as percent, inclusive, sum(taxable)::text as taxable,
      sum(vat)::text as vat, sum(service_charge)::text as service_charge
    from vat_by_day where day >= ${from}::date and day < ${until}::date
    group by day, rate_name, percent, inclusive
    order by day, rate_name, percent, inclusive`);
  return result.rows;
}

type Figures = Omit<VatRegister, 'month' | 'days'>;
type Sums = {
  rates: Map<string, VatRegisterRate & { taxableP: Poisha; vatP: Poisha }>;
  untaxed: Poisha;
  service: Poisha;
};

const emptySums = (): Sums => ({ rates: new Map(), untaxed: 0, service: 0 });

function add(sums: Sums, row: RollRow): void {
  const taxable = toPoisha(Number(row.taxable));
  const vat = toPoisha(Number(row.vat));
  sums.service += toPoisha(Number(row.service_charge));
  if (row.rate_name === '') {
    sums.untaxed += taxable;
    return;
  }
  const key = `${row.rate_name}\u0000${row.percent}\u0000${row.inclusive}`;
  const known = sums.rates.get(key) ?? {
    rateName: row.rate_name,
    percent: Number(row.percent),
    inclusive: row.inclusive,
    taxable: 0,
    vat: 0,
    taxableP: 0,
    vatP: 0,
  };
  known.taxableP += taxable;
  known.vatP += vat;
  sums.rates.set(key, known);
}

function figuresOf(sums: Sums): Figures {
  const rates = [...sums.rates.values()]
    .filter((rate) => rate.taxableP !== 0 || rate.vatP !== 0)
    .map(({ taxableP, vatP, ...rate }) => ({
      ...rate,
      taxable: fromPoisha(taxableP),
      vat: fromPoisha(vatP),
    }));
  const taxable = [...sums.rates.values()].reduce((sum, rate) => sum + rate.taxableP, 0);
  const vat = [...sums.rates.values()].reduce((sum, rate) => sum + rate.vatP, 0);
  return {
    rates,
    untaxed: fromPoisha(sums.untaxed),
    serviceCharge: fromPoisha(sums.service),
    taxable: fromPoisha(taxable),
    vat: fromPoisha(vat),
  };
}

const nextDay = (day: string) => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

/** The month's register (YYYY-MM), or only `day` of it: each day with sales, and the total, per rate as charged. */
export async function vatRegister(db: Executor, month: string, day?: string): Promise<VatRegister> {
  const from = day ?? `${month}-01`;
  const until = day ? nextDay(day) : format(addMonths(parseISO(from), 1), 'yyyy-MM-dd');
  const rows = await rollRows(db, from, until);
  const byDay = new Map<string, Sums>();
  const monthSums = emptySums();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? emptySums();
    add(day, row);
    byDay.set(row.day, day);
    add(monthSums, row);
  }
  const days = [...byDay].map(([day, sums]) => ({ day, ...figuresOf(sums) }));
  return { month, days, ...figuresOf(monthSums) };
}

/**
 * The VAT and the service charge of one business day (YYYY-MM-DD), from the roll-up: what the day-close X and Z
 * reports print (issue 34). A void takes its receipt's VAT back on the receipt's day, as it does its sales.
 */
export async function dayVatTotals(
  db: Executor,
  day: string,
): Promise<{ vat: number; serviceCharge: number; rates: VatRegisterRate[] }> {
  const sums = emptySums();
  for (const row of await rollRows(db, day, nextDay(day))) add(sums, row);
  const { vat, serviceCharge, rates } = figuresOf(sums);
  return { vat, serviceCharge, rates };
}

/**
 * The CSV's own words in the language the download asked for (issue 36); its figures and days stay in ASCII
 * digits, which every spreadsheet reads as numbers and dates.
 */
const CSV_WORDS = {
  en: {
    header: ['Day', 'Rate', 'Percent', 'Inclusive', 'Taxable value', 'VAT', 'Service charge'],
    yes: 'yes',
    no: 'no',
    noVat: 'No VAT',
    total: 'Total',
  },
  bn: {
    header: ['তারিখ', 'হার', 'শতাংশ', 'মেনুর দামে ধরা', 'ভ্যাট বাদে মূল্য', 'ভ্যাট', 'সার্ভিস চার্জ'],
    yes: 'হ্যাঁ',
    no: 'না',
    noVat: 'ভ্যাট নেই',
    total: 'মোট',
  },
} as const satisfies Record<FailureLanguage, object>;
type CsvWords = (typeof CSV_WORDS)[FailureLanguage];

/** Rows of one day (or of the month, as `label`): one per rate, one for what paid no VAT, the service charge. */
function csvRowsOf(label: string, figures: Figures, words: CsvWords): CsvCell[][] {
  const money = (taka: number) => taka.toFixed(2);
  return [
    ...figures.rates.map((rate) => [
      label,
      rate.rateName,
      rate.percent,
      rate.inclusive ? words.yes : words.no,
      money(rate.taxable),
      money(rate.vat),
      '',
    ]),
    [label, words.noVat, 0, '', money(figures.untaxed), money(0), money(figures.serviceCharge)],
  ];
}

/**
 * The register as a CSV file for the return: UTF-8 with a BOM (so spreadsheets read Bangla), CRLF lines, its
 * headings in `language`.
 */
export function vatRegisterCsv(register: VatRegister, language: FailureLanguage = 'en'): string {
  const words = CSV_WORDS[language];
  const rows = [
    words.header,
    ...register.days.flatMap((day) => csvRowsOf(day.day, day, words)),
    ...csvRowsOf(`${words.total} ${register.month}`, register, words),
  ];
  return csvFile(rows);
}
