import { SelectField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import type { UserOption } from '../../../lib/user-options';
import { ATTENDANCE_PERIODS, isAttendancePeriod, type AttendancePeriod } from '../attendance-rules';

type AttendanceFiltersProps = {
  date: string;
  period: AttendancePeriod;
  onDateChange: (date: string) => void;
  onPeriodChange: (period: AttendancePeriod) => void;
  /** Present for an admin only: the 'Select User' selector. */
  users?: { options: UserOption[]; selected: string; onSelect: (id: string) => void; loading: boolean };
};

export function AttendanceFilters({
  date,
  period,
  onDateChange,
  onPeriodChange,
  users,
}: AttendanceFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField
        label={t('attendance.date')}
        type="date"
        value={date}
        required
        onChange={(event) => event.target.value && onDateChange(event.target.value)}
      />
      <SelectField
        label={t('attendance.period')}
        value={period}
        onChange={(event) => isAttendancePeriod(event.target.value) && onPeriodChange(event.target.value)}
      >
        {ATTENDANCE_PERIODS.map((option) => (
          <option key={option} value={option}>
            {t(`period.${option}`)}
          </option>
        ))}
      </SelectField>
      {users && (
        <SelectField
          label={t('attendance.selectUser')}
          value={users.selected}
          disabled={users.loading}
          onChange={(event) => users.onSelect(event.target.value)}
          hint={users.selected ? undefined : t('attendance.pleaseSelectUser')}
        >
          <option value="">{users.loading ? t('attendance.loadingUsers') : t('attendance.allUsers')}</option>
          {users.options.map((user) => (
            <option key={user._id} value={user._id}>
              {t('attendance.userOption', { name: user.name, role: t(`roles.${user.role}`) })}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
