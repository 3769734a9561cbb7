import { expect, type Page, type TestInfo } from '@playwright/test';

/** Points per millimetre in a PDF (72 pt to the inch). */
const PT_PER_MM = 72 / 25.4;
/** CSS pixels per millimetre (96 px to the inch). */
export const PX_PER_MM = 96 / 25.4;

declare global {
  interface Window {
    /** The document of each print frame, as it was when its print() was called. */
    __printedDocuments?: string[];
  }
}

/**
 * Records what the app hands to the browser's print dialog: react-to-print builds an iframe with the
 * receipt and its page style and calls that frame's print(). Every frame's print() is replaced by a
 * recorder that keeps the frame's whole document on the top window, so a test can lay it out again. The fonts
 * the frame was given through the CSS Font Loading API (react-to-print's `fonts`) are not in its HTML: the
 * recorder writes each as an @font-face rule with the source it was made from, so the layout again uses them.
 */
export async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const top = (window.top ?? window) as Window & { __fontSources?: WeakMap<FontFace, string> };
    if (window === top) {
      const sources = new WeakMap<FontFace, string>();
      top.__fontSources = sources;
      window.FontFace = new Proxy(window.FontFace, {
        construct(native, args: ConstructorParameters<typeof FontFace>) {
          const face = Reflect.construct(native, args) as FontFace;
          if (typeof args[1] === 'string') sources.set(face, args[1]);
          return face;
        },
      });
    }
    window.print = () => {
      const faces = Array.from(document.fonts as unknown as Iterable<FontFace>).flatMap((face) => {
        const source = top.__fontSources?.get(face);
        return source
          ? [
              `@font-face { font-family: ${face.family}; src: ${source}; font-weight: ${face.weight};` +
                ` font-style: ${face.style}; unicode-range: ${face.unicodeRange}; }`,
            ]
          : [];
      });
      const fonts = faces.length ? `<style data-print-fonts>${faces.join('\n')}</style>` : '';
      top.__printedDocuments = [
        ...(top.__printedDocuments ?? []),
        `<!doctype html>${document.documentElement.outerHTML.replace('</head>', `${fonts}</head>`)}`,
      ];
    };
  });
}

export async function printedDocuments(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__printedDocuments ?? []);
}

export type PrintedPdf = {
  pages: { widthMm: number; heightMm: number }[];
  /** The receipt's box on the print page, in millimetres from the page's top left corner. */
  receipt: { left: number; right: number; bottom: number };
  /** Elements inside the receipt that reach outside its box. */
  overflowing: string[];
  pdf: Buffer;
};

/** Each page's MediaBox ([x0 y0 x1 y1] in points) in the order the PDF lists them. */
function mediaBoxes(pdf: Buffer): { widthMm: number; heightMm: number }[] {
  const text = pdf.toString('latin1');
  return Array.from(
    text.matchAll(/\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g),
  ).map(([, x0, y0, x1, y1]) => ({
    widthMm: (Number(x1) - Number(x0)) / PT_PER_MM,
    heightMm: (Number(y1) - Number(y0)) / PT_PER_MM,
  }));
}

/**
 * Prints a recorded print document to PDF the way Chromium's "Save as PDF" does (print media, the
 * document's own @page size) and measures the printed slip (the receipt, or `testId`'s) on the print page.
 */
export async function printToPdf(
  page: Page,
  origin: string,
  printed: string,
  testId = 'receipt',
): Promise<PrintedPdf> {
  const preview = await openPrinted(page, origin, printed);
  try {
    const layout = await preview.evaluate(
      ([pxPerMm, slip]) => {
        const root = document.querySelector(`[data-testid="${slip}"]`)!;
        const box = root.getBoundingClientRect();
        const overflowing = Array.from(root.querySelectorAll('*')).filter((node) => {
          const rect = node.getBoundingClientRect();
          return rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
        });
        return {
          receipt: { left: box.left / pxPerMm, right: box.right / pxPerMm, bottom: box.bottom / pxPerMm },
          overflowing: overflowing.map((node) => node.outerHTML.slice(0, 80)),
        };
      },
      [PX_PER_MM, testId] as const,
    );
    const pdf = await preview.pdf({ preferCSSPageSize: true, printBackground: true });
    return { ...layout, pages: mediaBoxes(pdf), pdf };
  } finally {
    await preview.close();
  }
}

/**
 * A page of its own laid out as the recorded print document prints (print media, its fonts loaded), at the
 * app's origin so its /assets links resolve; the caller closes it. It starts on an API address, which the app's
 * code never runs on: a font the print frame lacked cannot come from the app's own page.
 */
export async function openPrinted(page: Page, origin: string, printed: string): Promise<Page> {
  const preview = await page.context().newPage();
  await preview.goto(`${origin}/api/health`);
  await preview.setContent(printed, { waitUntil: 'load' });
  await preview.emulateMedia({ media: 'print' });
  await preview.evaluate(() => document.fonts.ready);
  return preview;
}

/**
 * The document printed last, as Chromium saves it to PDF (attached to the report as `name`): one page 80 mm
 * wide and as tall as what it prints, which sits inside the middle 72 mm a thermal head prints, none of it cut.
 */
export async function expectLastPrintOn80mm(
  page: Page,
  origin: string,
  testInfo: TestInfo,
  name: string,
  testId = 'receipt',
): Promise<PrintedPdf> {
  const printed = await printedDocuments(page);
  const result = await printToPdf(page, origin, printed.at(-1)!, testId);
  await testInfo.attach(name, { body: result.pdf, contentType: 'application/pdf' });
  expect(result.pages).toHaveLength(1);
  expect(Math.abs(result.pages[0]!.widthMm - 80)).toBeLessThan(0.2);
  expect(result.pages[0]!.heightMm).toBeGreaterThanOrEqual(result.receipt.bottom);
  expect(result.receipt.left).toBeGreaterThanOrEqual(4 - 0.1);
  expect(result.receipt.right).toBeLessThanOrEqual(76 + 0.1);
  expect(result.overflowing).toEqual([]);
  return result;
}
