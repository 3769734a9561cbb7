import { useSearchParams } from 'react-router';
import { isAttendancePeriod, todayInRestaurant, type AttendancePeriod } from './attendance-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The screen's date, period, selected user and page live in the URL, so Back and reload keep them. */
export function useAttendanceParams() {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const rawPeriod = params.get('period');
  const date = rawDate && ISO_DATE.test(rawDate) ? rawDate : todayInRestaurant();
  const period: AttendancePeriod = isAttendancePeriod(rawPeriod) ? rawPeriod : 'today';
  const userId = params.get('user') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  /** Any filter change goes back to page 1. */
  const update = (changes: Partial<Record<'date' | 'period' | 'user' | 'page', string>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    date,
    period,
    userId,
    page,
    setDate: (value: string) => update({ date: value }),
    setPeriod: (value: AttendancePeriod) => update({ period: value }),
    setUserId: (value: string) => update({ user: value }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }),
  };
}
