import '../../lib/i18n/days-words';
import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import type { ZReport } from '@dastarkhan/contract/days';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { useReactToPrint } from 'react-to-print';
import { useRollPrint } from '../../components/roll/roll-print';
import { Button } from '../../components/ui/button';
import { HistoryLink } from '../../components/ui/history-link';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDayStatuses, useZReport } from './api/days';
import { ReopenDialog } from './components/reopen-dialog';
import { ZSlip } from './components/z-slip';

const A4_PAGE_STYLE = '@page { size: A4 portrait; margin: 12mm; } body { print-color-adjust: exact; }';

/** A loaded Z report, its print buttons (the slip is measured once drawn) and, for the admin, Reopen. */
function ZReportView({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const slip = useRef<HTMLDivElement>(null);
  const title = t('days.z.title', { number: report.number });
  const printRoll = useRollPrint(slip, title);
  const printA4 = useReactToPrint({ contentRef: slip, documentTitle: title, pageStyle: A4_PAGE_STYLE });
  const { user } = useSession();
  const standing = useDayStatuses(report.day, report.day);
  // Only the close standing now is reopened: an older Z of the day was reopened already.
  const mayReopen =
    allows(ENDPOINT_ACCESS.dayReopen, user?.role) && standing.data?.[0]?.closedBy === report.number;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => printRoll()}>{t('days.z.print80')}</Button>
            <Button variant="secondary" onClick={() => printA4()}>
              {t('days.z.printA4')}
            </Button>
            {mayReopen && <ReopenDialog day={report.day} onReopened={() => void standing.refetch()} />}
            {/* The day's closes and reopenings in the audit trail: its history. */}
            <HistoryLink kind="day" id={report.day} name={report.day} />
          </div>
        }
      />
      <ZSlip ref={slip} report={report} />
    </>
  );
}

/** /dashboard/day/z/:number: a Z report as stored at its close, printed on 80 mm or A4; the admin may reopen. */
export function ZReportPage() {
  const { t } = useTranslation();
  const z = useZReport(Number(useParams().number));
  if (z.isPending) return <Spinner />;
  if (z.isError)
    return (
      <ErrorPanel title={t('days.z.loadFailed')} message={z.error.message} onRetry={() => void z.refetch()} />
    );
  return <ZReportView report={z.data} />;
}
