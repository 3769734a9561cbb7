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
 * recorder that keeps the frame's whole document on the top window, so a test can lay it out again.
 */
export async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top ?? window;
      top.__printedDocuments = [
        ...(top.__printedDocuments ?? []),
        `<!doctype html>${document.documentElement.outerHTML}`,
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
  const preview = await page.context().newPage();
  try {
    // Same origin as the app, so the print document's /assets stylesheet links resolve.
    await preview.goto(`${origin}/login`);
    await preview.setContent(printed, { waitUntil: 'load' });
    await preview.emulateMedia({ media: 'print' });
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
