import type { BusinessDetails } from '@dastarkhan/contract/settings';
import { useBusinessDetails } from '../../../lib/business-details';

/** The business details printed on the receipt (from the settings for a new one, the receipt's own when editing). */
export function BusinessSummary({ details }: { details?: BusinessDetails }) {
  const settings = useBusinessDetails();
  const shown = details ?? settings.data;
  if (!shown) return null;
  return (
    <p className="text-sm text-slate-500" data-testid="business-details">
      {shown.name} · {shown.address}, {shown.cityState} · {shown.phone} · Merchant {shown.merchantId} ·
      Terminal {shown.terminalId}
    </p>
  );
}
