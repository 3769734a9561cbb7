import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The receipt's order number as a CODE128 barcode, at the sizes SPEC §9 gives (width 1.5, height 40, font 12). */
export function Barcode({ value }: { value: string }) {
  const { t } = useTranslation();
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: 'CODE128',
      width: 1.5,
      height: 40,
      fontSize: 12,
      margin: 4,
      displayValue: true,
    });
  }, [value]);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={t('receipt.barcode', { number: value })}
      data-testid="receipt-barcode"
    />
  );
}
