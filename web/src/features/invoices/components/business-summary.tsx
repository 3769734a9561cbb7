import type { BusinessDetails } from '@dastarkhan/contract/settings';
import { useBusinessDetails } from '../../../lib/business-details';
import { useTranslation, type TFunction } from '../../../lib/i18n';

type Summarised = Pick<
  BusinessDetails,
  'name' | 'address' | 'cityState' | 'phone' | 'merchantId' | 'terminalId'
>;

/**
 * The business details as one line, of only those that exist: "Name · Address, City · Phone · Merchant M ·
 * Terminal T", with no separator or label left hanging where a detail is empty.
 */
export function businessLine(t: TFunction, details: Summarised): string {
  const place = [details.address, details.cityState].filter(Boolean).join(t('receipt.businessPlaceJoin'));
  return [
    details.name,
    place,
    details.phone,
    details.merchantId && t('receipt.businessMerchant', { merchantId: details.merchantId }),
    details.terminalId && t('receipt.businessTerminal', { terminalId: details.terminalId }),
  ]
    .filter(Boolean)
    .join(t('receipt.businessJoin'));
}

/** The business details printed on the receipt (from the settings for a new one, the receipt's own when editing). */
export function BusinessSummary({ details }: { details?: BusinessDetails }) {
  const { t } = useTranslation();
  const settings = useBusinessDetails();
  const shown = details ?? settings.data;
  if (!shown) return null;
  return (
    <p className="text-sm text-slate-500" data-testid="business-details">
      {businessLine(t, shown)}
    </p>
  );
}
