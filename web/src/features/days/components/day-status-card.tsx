import '../../../lib/i18n/days-words';
import { shiftDate } from '@dastarkhan/contract/periods';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { formatDate, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDayStatuses, useXReport } from '../api/days';

const PAST_DAYS = 7;

/** The dashboard's look at the days: today open (with the running expected cash) or closed, and the last week. */
export function DayStatusCard() {
  const { t } = useTranslation();
  const x = useXReport();
  const today = x.data?.day ?? '';
  const days = useDayStatuses(shiftDate(today || '2000-01-08', -PAST_DAYS), today, today !== '');
  const [todayStatus, ...past] = days.data ?? [];
  return (
    <section aria-labelledby="days-card-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="days-card-title" className="text-lg font-semibold">
          {t('days.dashboard.title')}
        </h2>
        <Link to="/dashboard/day" className={TEXT_LINK}>
          {t('days.dashboard.link')}
        </Link>
      </div>
      {x.data && todayStatus && (
        <p data-testid="today-status" className="mb-2 text-sm">
          {todayStatus.closedBy === null
            ? t('days.dashboard.today', { amount: formatTaka(x.data.expectedCash) })
            : t('days.dashboard.todayClosed', { number: todayStatus.closedBy })}
        </p>
      )}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">{t('days.dashboard.day')}</th>
            <th scope="col">{t('days.dashboard.status')}</th>
            <th scope="col">{t('days.dashboard.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {past.map((day) => (
            <tr key={day.day}>
              <td>{formatDate(day.day)}</td>
              <td>
                {day.closedBy === null
                  ? t('days.dashboard.notClosed')
                  : t('days.dashboard.closed', { number: day.closedBy })}
              </td>
              <td>{day.difference === null ? '' : formatTaka(day.difference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
