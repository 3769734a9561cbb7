import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { isoDateSchema, idSchema } from '@dastarkhan/contract/common';
import { z } from 'zod';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { RESTAURANT_TIME_ZONE } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useListParams } from '../../lib/use-list-params';
import { useAttendance } from './api/get-attendance';
import { useMyAttendance } from './api/get-my-attendance';
import { useUserOptions } from '../../lib/user-options';
import {
  ATTENDANCE_PERIODS,
  attendanceButtons,
  attendanceRange,
  todayInRestaurant,
} from './attendance-rules';
import { AttendanceActions } from './components/attendance-actions';
import { AttendanceFilters } from './components/attendance-filters';
import { AttendanceTable } from './components/attendance-table';

/** The picked date (default today), period and user; a date or user the contract refuses is the default. */
const FILTERS = {
  date: isoDateSchema.catch(() => todayInRestaurant()),
  period: z.enum(ATTENDANCE_PERIODS).catch('today'),
  user: idSchema.catch(''),
};

/**
 * /dashboard/attendence. An admin picks a user and marks them for the picked date, and sees everyone's
 * (or that user's) records for the period; anyone else sees and marks only their own (SPEC §6).
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Everyone's records, and marking someone, are the admin's; the others load and mark their own.
  const isAdmin = allows(ENDPOINT_ACCESS.attendance, user?.role);
  const { page, setPage, filters, setFilters } = useListParams({ filters: FILTERS });
  const { date, period, user: userId } = filters;
  const range = attendanceRange(date, period);

  const users = useUserOptions(isAdmin);
  const everyone = useAttendance({ ...range, user: userId, page }, isAdmin);
  const mine = useMyAttendance({ ...range, page }, !isAdmin);
  const list = isAdmin ? everyone : mine;

  // The record of the picked date decides which button is enabled (SPEC §4).
  const adminDay = useAttendance(
    { start: date, end: date, user: userId, page: 1 },
    isAdmin && Boolean(userId),
  );
  const selfDay = useMyAttendance({ start: date, end: date, page: 1 }, !isAdmin);
  const day = isAdmin ? adminDay : selfDay;
  const selectedUser = users.data?.find((option) => option._id === userId);
  const buttons = attendanceButtons(day.data?.attendance[0], isAdmin ? Boolean(selectedUser) : true);

  return (
    <>
      <PageHeader title={t('attendance.title')}>
        {t('attendance.intro', { zone: RESTAURANT_TIME_ZONE })}
      </PageHeader>
      <section
        aria-label={t('attendance.controls')}
        className="mb-6 space-y-4 rounded-lg bg-white p-5 shadow-sm"
      >
        <AttendanceFilters
          date={date}
          period={period}
          onDateChange={(value) => setFilters({ date: value })}
          onPeriodChange={(value) => setFilters({ period: value })}
          users={
            isAdmin
              ? {
                  options: users.data ?? [],
                  selected: userId,
                  onSelect: (id) => setFilters({ user: id }),
                  loading: users.isPending,
                }
              : undefined
          }
        />
        <AttendanceActions
          mode={isAdmin ? 'admin' : 'self'}
          date={date}
          selectedUser={selectedUser}
          buttons={buttons}
          busy={Boolean(userId || !isAdmin) && day.isFetching}
        />
      </section>
      <PagedList
        query={list}
        rowsOf={(data) => data.attendance}
        page={page}
        onPageChange={setPage}
        failure={{ toast: t('attendance.loadFailed') }}
      >
        {(records, loading) => <AttendanceTable records={records} loading={loading} />}
      </PagedList>
    </>
  );
}
