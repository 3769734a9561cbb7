import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';

export type Actor = { id: string; name: string };

/** Exact numeric text for a validated 2-decimal amount, so no float ever reaches PostgreSQL. */
export const numeric = (value: number) => poishaToDecimalString(toPoisha(value));
