import '../../lib/i18n/days-words';
import { useNavigate } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { formatTaka, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDrawerMovements, useXReport } from './api/days';
import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { useSession } from '../../lib/session';
import { CloseDayForm } from './components/close-day-form';
import { CloseLimitForm } from './components/close-limit-form';
import { DrawerDialog } from './components/drawer-dialog';
import { FigureRows } from './components/figure-rows';
import { OpeningFloatForm } from './components/opening-float-form';
import { VoidMovementDialog } from './components/void-movement-dialog';

/** The day's pay-ins and pay-outs, newest first. */
function DrawerList() {
  const { t } = useTranslation();
  const movements = useDrawerMovements();
  const rows = movements.data ?? [];
  return (
    <section aria-labelledby="drawer-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="drawer-title" className="text-lg font-semibold">
          {t('days.drawer.title')}
        </h2>
        <DrawerDialog />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('days.drawer.none')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rows.map((row) => (
            <li key={row._id} className="flex items-center justify-between gap-2">
              <span className={row.voided ? 'line-through' : undefined}>
                {formatTime(row.at)}{' '}
                {t(row.supplier ? 'days.drawer.supplierRow' : 'days.drawer.row', {
                  kind: t(`days.drawer.kinds.${row.kind}`),
                  amount: formatTaka(row.amount),
                  reason: row.reason,
                  by: row.by,
                  supplier: row.supplier?.name,
                  item: row.supplier?.item,
                })}
              </span>
              {!row.voided && <VoidMovementDialog movement={row} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /dashboard/day: the open day's X report, its pay-ins and pay-outs, and the close with the drawer counted. */
export function DayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const x = useXReport();
  const { user } = useSession();
  const setsLimit = allows(ENDPOINT_ACCESS.closeLimit.write, user?.role);
  if (x.isPending) return <Spinner />;
  if (x.isError)
    return (
      <ErrorPanel title={t('days.loadFailed')} message={x.error.message} onRetry={() => void x.refetch()} />
    );
  const figures = x.data;
  return (
    <>
      <PageHeader title={t('days.title', { day: figures.day })} />
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="x-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="x-title" className="mb-2 text-lg font-semibold">
            {t('days.x.title')}
          </h2>
          <FigureRows figures={figures} />
        </section>
        <div className="space-y-6">
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <DrawerList />
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <OpeningFloatForm figures={figures} />
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <CloseDayForm figures={figures} onClosed={(z) => void navigate(`/dashboard/day/z/${z.number}`)} />
          </div>
          {setsLimit && (
            <div className="rounded-lg border border-slate-200 bg-white p-4">
              <CloseLimitForm />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
