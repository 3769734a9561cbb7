import { FAILURES_BN } from '@dastarkhan/contract/failures/bn';
import { FAILURES_EN } from '@dastarkhan/contract/failures/en';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { glossaryMismatches } from './glossary';

/**
 * The keys where a glossary term means something else in that sentence, so the Bangla rightly words it otherwise.
 */
const ALLOWED = [
  // "Tax invoice" is the legal name of NBR's form Mushak-6.3, printed as its Bangla title কর চালানপত্র.
  'receipt.printed.taxInvoice',
  // "Bill of materials" is a dish's list of ingredients, not the guest's bill (বিল): উপকরণের তালিকা.
  'recipes.cost.noBill',
  'recipes.bill.open',
  'recipes.bill.openNamed',
  'recipes.bill.title',
  'recipes.bill.loading',
  'recipes.bill.loadFailed',
  'recipes.bill.save',
  'recipes.bill.saved',
  'recipes.bill.saveFailed',
  // A list's "sort order" is a sequence (সাজানোর ক্রম), not a guest's order (অর্ডার).
  'audit.fields.sortOrder',
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

  it('reads a placeholder’s name as code, not as the term', () => {
    const en = { pay: { owed: '{{amount}} owed to {{supplier}}.' } };
    expect(glossaryMismatches(en, { pay: { owed: '{{supplier}}-এর {{amount}} বাকি।' } })).toEqual([]);
  });

  it('holds across the whole Bangla catalogue', () => {
    expect(glossaryMismatches(en, bn, ALLOWED)).toEqual([]);
  });

  it('holds across the server’s failures', () => {
    // roleInvalid names the API's role values, sent as they are; priceDiffers says what a dish costs (a verb).
    expect(glossaryMismatches(FAILURES_EN, FAILURES_BN, ['roleInvalid', 'priceDiffers'])).toEqual([]);
  });
});
