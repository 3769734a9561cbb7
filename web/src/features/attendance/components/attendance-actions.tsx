import { toast } from '../../../components/ui/toasts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCheckSelf, type SelfAction } from '../api/check-in-out';
import type { UserOption } from '../../../lib/user-options';
import { useMarkAttendance } from '../api/mark-attendance';
import type { AttendanceButtons } from '../attendance-rules';

type AttendanceActionsProps = {
  /** Admin: marks the selected user for the picked date. Otherwise: the signed-in user's own check-in/out. */
  mode: 'admin' | 'self';
  date: string;
  selectedUser: UserOption | undefined;
  buttons: AttendanceButtons;
  busy: boolean;
};

export function AttendanceActions({ mode, date, selectedUser, buttons, busy }: AttendanceActionsProps) {
  const { t } = useTranslation();
  const mark = useMarkAttendance();
  const checkSelf = useCheckSelf();
  const pending = mark.isPending || checkSelf.isPending;

  const act = (action: SelfAction) => {
    if (mode === 'self') {
      checkSelf.mutate(action, {
        onSuccess: () =>
          toast.success(action === 'check-in' ? t('attendance.checkedIn') : t('attendance.checkedOut')),
        // The fixed text of SPEC §8, with the server's reason underneath.
        onError: (error) =>
          toast.error(
            action === 'check-in' ? t('attendance.checkInFailed') : t('attendance.checkOutFailed'),
            {
              description: errorMessage(error, ''),
            },
          ),
      });
      return;
    }
    if (!selectedUser) {
      toast.error(t('attendance.pleaseSelectUser'));
      return;
    }
    const now = new Date().toISOString();
    mark.mutate(
      {
        userId: selectedUser._id,
        date,
        status: 'present',
        ...(action === 'check-in' ? { checkIn: now } : { checkOut: now }),
      },
      {
        onSuccess: () =>
          toast.success(
            action === 'check-in'
              ? t('attendance.checkInMarked', { name: selectedUser.name })
              : t('attendance.checkOutMarked', { name: selectedUser.name }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('attendance.markFailed'))),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button disabled={busy || pending || !buttons.checkIn} onClick={() => act('check-in')}>
        {t('attendance.checkIn')}
      </Button>
      <Button
        variant="secondary"
        disabled={busy || pending || !buttons.checkOut}
        onClick={() => act('check-out')}
      >
        {t('attendance.checkOut')}
      </Button>
    </div>
  );
}
