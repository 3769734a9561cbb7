/**
 * The Bangla restaurant staff use for the words that recur across the app (issue 36). Every catalogue entry whose
 * English names one of these terms uses the Bangla term given here (glossary.test.ts checks it), so a bill is
 * বিল on every screen and never হিসাব on one and বিল on another. Longer terms come first: "service charge" is
 * checked before "charge" could be.
 */
export const GLOSSARY: readonly { en: RegExp; bn: string }[] = [
  { en: /\bservice charge/i, bn: 'সার্ভিস চার্জ' },
  { en: /\bbills?\b/i, bn: 'বিল' },
  { en: /\b(receipts?|invoices?)\b/i, bn: 'রসিদ' },
  { en: /\b(dues?|baki)\b/i, bn: 'বাকি' },
  { en: /\b(stock|inventory)\b/i, bn: 'মজুদ' },
  { en: /\b(extra )?costs?\b/i, bn: 'খরচ' },
  { en: /\btables?\b/i, bn: 'টেবিল' },
  { en: /\borders?\b/i, bn: 'অর্ডার' },
  { en: /\bdiscounts?\b/i, bn: 'ছাড়' },
  { en: /\bVAT\b/, bn: 'ভ্যাট' },
  { en: /\bcustomers?\b/i, bn: 'কাস্টমার' },
  { en: /\bsuppliers?\b/i, bn: 'সাপ্লায়ার' },
  { en: /\bwaiters?\b/i, bn: 'ওয়েটার' },
  { en: /\bcashiers?\b/i, bn: 'ক্যাশিয়ার' },
  { en: /\bkitchen\b/i, bn: 'কিচেন' },
  { en: /\bwaste\b/i, bn: 'নষ্ট' },
  { en: /\brecipes?\b/i, bn: 'রেসিপি' },
  { en: /\battendance\b/i, bn: 'হাজিরা' },
  { en: /\bsales?\b/i, bn: 'বিক্রি' },
  { en: /\bbKash\b/, bn: 'বিকাশ' },
  { en: /\bNagad\b/, bn: 'নগদ' },
];

type Words = { readonly [key: string]: string | Words };

/**
 * The keys (dotted) whose English names a glossary term while the Bangla lacks the term's Bangla, with what is
 * missing. `allowed` names the keys where the term means something else in that sentence.
 */
export function glossaryMismatches(
  en: Words,
  bn: Words,
  allowed: readonly string[] = [],
  path = '',
): string[] {
  return Object.entries(en).flatMap(([key, english]) => {
    const dotted = path ? `${path}.${key}` : key;
    const bangla = bn[key];
    if (typeof english !== 'string' || typeof bangla !== 'string')
      return typeof english === 'string' || typeof bangla === 'string' || bangla === undefined
        ? []
        : glossaryMismatches(english, bangla, allowed, dotted);
    if (allowed.includes(dotted)) return [];
    // A placeholder's name ({{supplier}}) is code, not a word the reader sees: the translation keeps it as it is.
    const shown = english.replace(/\{\{[^}]*\}\}/g, '');
    return GLOSSARY.filter((term) => term.en.test(shown) && !bangla.includes(term.bn)).map(
      (term) => `${dotted}: "${english}" → "${bangla}" lacks ${term.bn}`,
    );
  });
}
