import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, dropping the falsy ones (`cond && 'class'`), and lets a later Tailwind class win over an
 * earlier one it conflicts with, so a caller's `className` overrides a component's default (shadcn's `cn`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
