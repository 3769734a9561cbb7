import type { AttendanceRecord } from '@dastarkhan/contract/attendance';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';

const STATUS_TONES: Record<AttendanceRecord['status'], string> = {
  present: 'bg-green-100 text-green-800',
  late: 'bg-amber-100 text-amber-800',
  leave: 'bg-sky-100 text-sky-800',
  absent: 'bg-red-100 text-red-800',
};

const columns: Column<AttendanceRecord>[] = [
  {
    header: 'Name',
    cell: (record) => <span className="font-medium text-slate-800">{record.user.name}</span>,
  },
  { header: 'Date', cell: (record) => formatDate(record.date) },
  {
    header: 'Status',
    cell: (record) => (
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATUS_TONES[record.status])}
      >
        {record.status}
      </span>
    ),
  },
  // Instants are shown on the restaurant's clock (Asia/Dhaka), whatever the browser's zone.
  { header: 'Check In', cell: (record) => formatTime(record.checkIn) },
  { header: 'Check Out', cell: (record) => formatTime(record.checkOut) },
  { header: 'Notes', cell: (record) => record.notes || '—' },
];

export function AttendanceTable({ records, loading }: { records: AttendanceRecord[]; loading: boolean }) {
  return (
    <DataTable
      caption="Attendance records"
      columns={columns}
      rows={records}
      rowKey={(record) => record._id}
      empty="No attendance records"
      loading={loading}
    />
  );
}
