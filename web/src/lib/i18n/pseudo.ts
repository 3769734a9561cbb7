/**
 * The pseudo-locale `en-XA` (issue 36): every English string of the catalogues wrapped in ⟦…⟧ with its letters
 * accented, its {{values}}, $t(nesting) and <1>Trans tags</1> kept as they are. A word on a screen that is not
 * wrapped did not come through the catalogue: the journeys run in it look for exactly that
 * (e2e/support/pseudo-locale.ts). Loaded only when the pseudo-locale is chosen, which only a test can do.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** What must reach i18next untouched: values, nesting, Trans tags. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\/?>)/;

/** "Save {{name}}" → "⟦Šàṽé {{name}}⟧". */
export function pseudo(text: string): string {
  const parts = text.split(KEPT).map((part, index) =>
    // split() with a capturing group puts the kept pieces at the odd places.
    index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!),
  );
  return `⟦${parts.join('')}⟧`;
}

/** A words bundle with every string in it made pseudo, its keys and shape kept. */
export function pseudoWords<T extends object>(words: T): T {
  return Object.fromEntries(
    Object.entries(words).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudo(value) : pseudoWords(value as object),
    ]),
  ) as T;
}
