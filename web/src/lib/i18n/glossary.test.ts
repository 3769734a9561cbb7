import { describe, expect, it } from 'vitest';
import { bnNames } from './bn-names';
import { enNames } from './en-names';
import { glossaryMismatches } from './glossary';

/** Each English catalogue beside its Bangla translation, and the keys where a term means something else. */
const PAIRS: { name: string; en: object; bn: object; allowed?: string[] }[] = [
  { name: 'bn-names', en: enNames, bn: bnNames },
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
