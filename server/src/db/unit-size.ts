import { UNIT_SIZES } from '@dastarkhan/contract/units';
import { sql, type SQL } from 'drizzle-orm';

const CASES = Object.entries(UNIT_SIZES)
  .map(([name, size]) => `when '${name}' then ${size}`)
  .join(' ');

/** `unitSize` as statement text, for the prepared statements written as text (the receipt save). */
export const unitSizeOf = (column: string): string => `(case ${column} ${CASES} end)::numeric`;

/**
 * A unit's size within its family (g 1, kg 1000; ml 1, l 1000; unit 1, dozen 12; others 1), as SQL, so
 * quantities convert in exact numeric arithmetic: `quantity × size(unit) / size(item unit)`. Built from the
 * contract's one table of units (issue 16).
 */
export function unitSize(unit: SQL): SQL<string> {
  return sql<string>`(case ${unit} ${sql.raw(CASES)} end)::numeric`;
}
