import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/** Fontsource's range for its Bengali subset: the script, its danda, ZWJ/ZWNJ that shape conjuncts, the taka. */
const BENGALI =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/**
 * The two weights, as a document of its own takes them: a print frame is one, and react-to-print adds these to it
 * (its `fonts`), as the app's page has them only through the Font Loading API, which a frame does not share.
 */
export const BENGALI_FACES = [
  { family: 'Noto Sans Bengali', source: `url(${regular}) format('woff2')`, weight: '400' },
  { family: 'Noto Sans Bengali', source: `url(${bold}) format('woff2')`, weight: '700' },
] as const;

/**
 * Adds Noto Sans Bengali, served by the app, to the page (issue 36, ADR 0192): any PC then draws Bangla's
 * conjuncts joined, on screen and in print, without a font of its own. Two weights, regular and bold: a
 * medium (500) text takes the regular, a semibold (600) the bold, and each weight is ~45 KB. index.css names the
 * family after the Latin fonts, so English text never uses it. Resolves once the regular weight has arrived (or
 * failed: the machine's own fonts stand in), so the first Bangla screen is not drawn in another font first.
 */
export async function addBengaliFont(): Promise<void> {
  if (typeof FontFace === 'undefined') return;
  const faces = BENGALI_FACES.map(
    ({ family, source, weight }) =>
      new FontFace(family, source, { weight, display: 'swap', unicodeRange: BENGALI }),
  );
  for (const face of faces) document.fonts.add(face);
  await faces[0]!.load().catch(() => undefined);
}
