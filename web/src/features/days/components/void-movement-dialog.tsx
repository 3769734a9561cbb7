import { voidReasonSchema, type DrawerMovement } from '@dastarkhan/contract/days';
import { VoidDialog } from '../../../components/ui/void-dialog';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useVoidMovement } from '../api/days';

/** A pay-in or pay-out entered by mistake is voided by an appended row, with why: never edited or deleted. */
export function VoidMovementDialog({ movement }: { movement: DrawerMovement }) {
  const { t } = useTranslation();
  const voiding = useVoidMovement();
  const named = {
    kind: t(`days.drawer.kinds.${movement.kind}`),
    amount: formatTaka(movement.amount),
    reason: movement.reason,
  };
  return (
    <VoidDialog
      schema={voidReasonSchema}
      voiding={{ ...voiding, mutateAsync: (reason) => voiding.mutateAsync({ id: movement._id, reason }) }}
      texts={{
        open: t('days.drawer.void'),
        openLabel: t('days.drawer.voidLabel', named),
        title: t('days.drawer.voidTitle', named),
        reason: t('days.drawer.voidReason'),
        submit: t('days.drawer.void'),
        done: t('days.drawer.voided'),
        failed: t('days.drawer.voidFailed'),
      }}
    />
  );
}
