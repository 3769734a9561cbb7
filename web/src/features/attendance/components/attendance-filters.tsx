import { SelectField, TextField } from '../../../components/ui/field';
import type { UserOption } from '../api/get-user-options';
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
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField
        label="Date"
        type="date"
        value={date}
        required
        onChange={(event) => event.target.value && onDateChange(event.target.value)}
      />
      <SelectField
        label="Period"
        value={period}
        onChange={(event) => isAttendancePeriod(event.target.value) && onPeriodChange(event.target.value)}
      >
        {ATTENDANCE_PERIODS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {users && (
        <SelectField
          label="Select User"
          value={users.selected}
          disabled={users.loading}
          onChange={(event) => users.onSelect(event.target.value)}
          hint={users.selected ? undefined : 'Please select a user'}
        >
          <option value="">{users.loading ? 'Loading users...' : 'All users'}</option>
          {users.options.map((user) => (
            <option key={user._id} value={user._id}>
              {user.name} ({user.role})
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
