import { useLayoutEffect, useState, type RefObject } from 'react';
import { useReactToPrint } from 'react-to-print';

// Its own module, apart from the receipt and its barcode: the counter prints kitchen tickets with it, and
// loads the receipt's code only once a sale is saved.
const MM_PER_CSS_PX = 25.4 / 96;
/** Rounding room, so the last line never spills onto a second page. */
const SPARE_MM = 2;

/**
 * An 80 mm roll, no margins: the receipt centres its 72 mm inside it. `size` takes lengths only
 * (`80mm auto` is invalid and dropped, leaving a Letter page), so the page is exactly as long as the
 * receipt (docs/decisions/0058).
 */
function receiptPageStyle(receiptHeightPx: number): string {
  const lengthMm = Math.ceil(receiptHeightPx * MM_PER_CSS_PX) + SPARE_MM;
  return `
  @page { size: 80mm ${lengthMm}mm; margin: 0; }
  html, body { width: 80mm; margin: 0; padding: 0; background: #fff; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;
}

/** The receipt's height as laid out on screen, at the same 72 mm width and fonts it prints with. */
function useHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Read once laid out, which the observer reports (first when it starts observing), rather than forcing a
    // layout of the page before the receipt is first drawn; the barcode and late fonts change it afterwards.
    const observer = new ResizeObserver(() => setHeight(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * Prints `contentRef` on an 80 mm roll page exactly as long as it is (the receipt, a kitchen ticket), then
 * calls `onPrinted` once the print dialog closes.
 */
export function useRollPrint(
  contentRef: RefObject<HTMLElement | null>,
  documentTitle: string,
  onPrinted?: () => void,
) {
  const height = useHeight(contentRef);
  return useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: receiptPageStyle(height),
    onAfterPrint: onPrinted,
  });
}
