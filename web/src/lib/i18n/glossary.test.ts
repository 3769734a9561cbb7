import { describe, expect, it } from 'vitest';
import { bnAccounts } from './bn-accounts';
import { bnAudit } from './bn-audit';
import { bnDays } from './bn-days';
import { bnSignIn } from './bn-sign-in';
import { bnSuppliers } from './bn-suppliers';
import { bnVat } from './bn-vat';
import { enAccounts } from './en-accounts';
import { enAudit } from './en-audit';
import { enDays } from './en-days';
import { enSignIn } from './en-sign-in';
import { enSuppliers } from './en-suppliers';
import { enVat } from './en-vat';
import { glossaryMismatches } from './glossary';

/** Each English catalogue beside its Bangla translation, and the keys where a term means something else. */
const PAIRS: { name: string; en: object; bn: object; allowed?: string[] }[] = [
  { name: 'bn-sign-in', en: enSignIn, bn: bnSignIn },
  { name: 'bn-accounts', en: enAccounts, bn: bnAccounts },
  { name: 'bn-audit', en: enAudit, bn: bnAudit },
  {
    name: 'bn-days',
    en: enDays,
    bn: bnDays,
    // "supplier" there is only the {{supplier}} placeholder's name: the supplier's own name is what shows.
    allowed: ['days.drawer.supplierRow', 'days.drawer.supplierOption'],
  },
  { name: 'bn-suppliers', en: enSuppliers, bn: bnSuppliers },
  { name: 'bn-vat', en: enVat, bn: bnVat },
];

describe('the Bangla catalogue against the glossary', () => {
  it('finds a translation that words a glossary term its own way', () => {
    const en = { receipt: { title: 'Receipt saved', total: 'Bill total' } };
    const bn = { receipt: { title: 'ইনভয়েস সংরক্ষিত', total: 'বিলের মোট' } };
    expect(glossaryMismatches(en, bn)).toEqual([
      'receipt.title: "Receipt saved" → "ইনভয়েস সংরক্ষিত" lacks রসিদ',
    ]);
    expect(glossaryMismatches(en, bn, ['receipt.title'])).toEqual([]);
  });

  it.each(PAIRS.map((pair) => [pair.name, pair] as const))('%s uses the glossary’s words', (_name, pair) => {
    expect(glossaryMismatches(pair.en as never, pair.bn as never, pair.allowed)).toEqual([]);
  });
});
