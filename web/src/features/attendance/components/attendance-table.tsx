import type { AttendanceRecord } from '@dastarkhan/contract/attendance';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { useTranslation, type TFunction } from '../../../lib/i18n';

const STATUS_TONES: Record<AttendanceRecord['status'], string> = {
  present: 'bg-green-100 text-green-800',
  late: 'bg-amber-100 text-amber-800',
  leave: 'bg-sky-100 text-sky-800',
  absent: 'bg-red-100 text-red-800',
};

const columns = (t: TFunction): Column<AttendanceRecord>[] => [
  {
    header: t('attendance.columns.name'),
    cell: (record) => <span className="font-medium text-slate-800">{record.user.name}</span>,
  },
  { header: t('attendance.columns.date'), cell: (record) => formatDate(record.date) },
  {
    header: t('attendance.columns.status'),
    cell: (record) => (
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATUS_TONES[record.status])}
      >
        {t(`attendance.statuses.${record.status}`)}
      </span>
    ),
  },
  // Instants are shown on the restaurant's clock (Asia/Dhaka), whatever the browser's zone.
  { header: t('attendance.columns.checkIn'), cell: (record) => formatTime(record.checkIn) },
  { header: t('attendance.columns.checkOut'), cell: (record) => formatTime(record.checkOut) },
  { header: t('attendance.columns.notes'), cell: (record) => record.notes || '—' },
];

export function AttendanceTable({ records, loading }: { records: AttendanceRecord[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('attendance.caption')}
      columns={columns(t)}
      rows={records}
      rowKey={(record) => record._id}
      empty={t('attendance.empty')}
      loading={loading}
    />
  );
}
