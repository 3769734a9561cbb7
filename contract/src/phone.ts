import { asciiDigits } from './digits';

/**
 * Bangladeshi mobile numbers in their national form 01XXXXXXXXX (11 digits). Accepts +880 / 880 / 0880
 * prefixes and spaces, dashes, dots or brackets between digits, in ASCII or Bengali digits; returns undefined
 * for anything else.
 */
export function normalizeBdPhone(input: string): string | undefined {
  const digits = asciiDigits(input.trim()).replace(/[\s\-.()]/g, '');
  const national = digits.replace(/^(?:\+?880|0880)/, '0');
  return /^01[3-9]\d{8}$/.test(national) ? national : undefined;
}

export const BD_PHONE_MESSAGE = 'Enter a Bangladeshi mobile number like 01712345678';
