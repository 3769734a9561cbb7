import { useLayoutEffect, useState, type RefObject } from 'react';
import { useReactToPrint } from 'react-to-print';
import { fontsForPrint } from '../../lib/i18n';

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

/** Bangla's letters, signs and digits: the taka sign (U+09F3) alone, which English slips print too, is not Bangla. */
const BANGLA = /[\u0980-\u09F2\u09F4-\u09FF]/;

/**
 * The slip as laid out on screen, at the same 72 mm width and fonts it prints with: its height, and whether it
 * prints Bangla.
 */
function useSlipLayout(ref: RefObject<HTMLElement | null>): { height: number; bangla: boolean } {
  const [layout, setLayout] = useState({ height: 0, bangla: false });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Read once laid out, which the observer reports (first when it starts observing), rather than forcing a
    // layout of the page before the receipt is first drawn; the barcode and late fonts change it afterwards.
    const observer = new ResizeObserver(() =>
      setLayout((before) => {
        const now = { height: node.offsetHeight, bangla: BANGLA.test(node.textContent ?? '') };
        return now.height === before.height && now.bangla === before.bangla ? before : now;
      }),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}

/**
 * Prints `contentRef` on an 80 mm roll page exactly as long as it is (the receipt, a kitchen ticket), then
 * calls `onPrinted` once the print dialog closes. A slip in Bangla takes the bundled Bengali font into the print
 * frame, a document of its own: without it the frame draws Bangla in whatever font the PC has, or none. Only
 * then, as react-to-print waits for each font given to load, and an English slip would never load it.
 */
export function useRollPrint(
  contentRef: RefObject<HTMLElement | null>,
  documentTitle: string,
  onPrinted?: () => void,
) {
  const { height, bangla } = useSlipLayout(contentRef);
  return useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: receiptPageStyle(height),
    fonts: bangla ? [...fontsForPrint()] : undefined,
    onAfterPrint: onPrinted,
  });
}
