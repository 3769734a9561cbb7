import type { Success } from '@dastarkhan/contract/common';

/** The JSend success envelope. */
export function ok<T>(data: T): Success<T> {
  return { status: 'success', data };
}

/** numeric(14,2) text → JSON number; exact for every amount a numeric(14,2) holds to 2 decimals. */
export function toMoney(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
