import { describe, expect, it } from 'vitest';
import { bnScreensBack } from './bn-screens-back';
import { bnScreensFront } from './bn-screens-front';
import { enScreens } from './en-screens';
import { glossaryMismatches } from './glossary';

const { dashboard, settings, approval, invoices, orders, receipt, inventory } = enScreens;

/** Each English catalogue beside its Bangla translation, and the keys where a term means something else. */
const PAIRS: { name: string; en: object; bn: object; allowed?: string[] }[] = [
  {
    name: 'bn-screens-front',
    en: { dashboard, settings, approval, invoices, orders, receipt, inventory },
    bn: bnScreensFront,
    allowed: [
      // "Tax invoice" is the legal name of NBR's form Mushak-6.3, printed as its Bangla title কর চালানপত্র.
      'receipt.printed.taxInvoice',
    ],
  },
  {
    name: 'bn-screens-back',
    en: {
      stockCategories: enScreens.stockCategories,
      stockCount: enScreens.stockCount,
      costs: enScreens.costs,
      users: enScreens.users,
      customers: enScreens.customers,
      recipes: enScreens.recipes,
      attendance: enScreens.attendance,
      foodCost: enScreens.foodCost,
      nav: enScreens.nav,
      historyLink: enScreens.historyLink,
    },
    bn: bnScreensBack,
    // "Bill of materials" is a dish's list of ingredients, not the guest's bill (বিল): উপকরণের তালিকা.
    allowed: [
      'recipes.cost.noBill',
      'recipes.bill.open',
      'recipes.bill.openNamed',
      'recipes.bill.title',
      'recipes.bill.loading',
      'recipes.bill.loadFailed',
      'recipes.bill.save',
      'recipes.bill.saved',
      'recipes.bill.saveFailed',
    ],
  },
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

  it.each(PAIRS.map((pair) => [pair.name, pair] as const))('%s uses the glossary’s words', (_name, pair) => {
    expect(glossaryMismatches(pair.en as never, pair.bn as never, pair.allowed)).toEqual([]);
  });
});
