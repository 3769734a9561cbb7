import { UNIT_SIZES } from '@dastarkhan/contract/units';

const CASES = Object.entries(UNIT_SIZES)
  .map(([name, size]) => `when '${name}' then ${size}`)
  .join(' ');

/**
 * Statement text of a unit's size within its family (g 1, kg 1000; ml 1, l 1000; unit 1, dozen 12; others 1),
 * so quantities convert in exact numeric arithmetic: `quantity × size(unit) / size(item unit)`. Built from the
 * contract's one table of units (issue 16).
 */
export const unitSizeOf = (column: string): string => `(case ${column} ${CASES} end)::numeric`;
