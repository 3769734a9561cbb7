import type { BusinessDetails } from '@dastarkhan/contract/settings';
import { useBusinessDetails } from '../../../lib/business-details';
import { useTranslation } from '../../../lib/i18n';

/** The business details printed on the receipt (from the settings for a new one, the receipt's own when editing). */
export function BusinessSummary({ details }: { details?: BusinessDetails }) {
  const { t } = useTranslation();
  const settings = useBusinessDetails();
  const shown = details ?? settings.data;
  if (!shown) return null;
  return (
    <p className="text-sm text-slate-500" data-testid="business-details">
      {t('receipt.business', {
        name: shown.name,
        address: shown.address,
        cityState: shown.cityState,
        phone: shown.phone,
        merchantId: shown.merchantId,
        terminalId: shown.terminalId,
      })}
    </p>
  );
}
