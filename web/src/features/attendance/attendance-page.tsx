import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { useSession } from '../../lib/session';
import { ATTENDANCE_PAGE_SIZE, useAttendance } from './api/get-attendance';
import { useMyAttendance } from './api/get-my-attendance';
import { useUserOptions } from './api/get-user-options';
import { attendanceButtons, attendanceRange } from './attendance-rules';
import { AttendanceActions } from './components/attendance-actions';
import { AttendanceFilters } from './components/attendance-filters';
import { AttendanceTable } from './components/attendance-table';
import { useAttendanceParams } from './use-attendance-params';

/**
 * /dashboard/attendence. An admin picks a user and marks them for the picked date, and sees everyone's
 * (or that user's) records for the period; anyone else sees and marks only their own (SPEC §6).
 */
export function AttendancePage() {
  const { user } = useSession();
  // Everyone's records, and marking someone, are the admin's; the others load and mark their own.
  const isAdmin = allows(ENDPOINT_ACCESS.attendance, user?.role);
  const { date, period, userId, page, setDate, setPeriod, setUserId, setPage } = useAttendanceParams();
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

  useEffect(() => {
    if (list.isError) toast.error('Failed to load attendance');
  }, [list.isError, list.errorUpdatedAt]);

  return (
    <>
      <PageHeader title="Staff Attendance">
        Times are shown in the restaurant's time zone (Asia/Dhaka).
      </PageHeader>
      <section aria-label="Attendance controls" className="mb-6 space-y-4 rounded-lg bg-white p-5 shadow-sm">
        <AttendanceFilters
          date={date}
          period={period}
          onDateChange={setDate}
          onPeriodChange={setPeriod}
          users={
            isAdmin
              ? { options: users.data ?? [], selected: userId, onSelect: setUserId, loading: users.isPending }
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
      <AttendanceTable records={list.data?.attendance ?? []} loading={list.isPending} />
      <Pagination
        page={page}
        total={list.data?.total ?? 0}
        limit={ATTENDANCE_PAGE_SIZE}
        onPageChange={setPage}
      />
    </>
  );
}
