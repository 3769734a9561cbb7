import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping the falsy ones (`cond && 'class'`). It does not settle conflicting Tailwind classes
 * (tailwind-merge did, at ~17 ms of a phone's first drawing and 9 KB of the first download; ADR 0111): a caller
 * adds classes that do not clash with a component's own, and a component offers a variant where it should look
 * otherwise (Button's `ghost-danger`, a table column's `align`).
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
