import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { useReactToPrint } from 'react-to-print';
import { useRollPrint } from '../../components/roll/roll-print';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDayStatuses, useZReport } from './api/days';
import { ReopenDialog } from './components/reopen-dialog';
import { ZSlip } from './components/z-slip';

const A4_PAGE_STYLE = '@page { size: A4 portrait; margin: 12mm; } body { print-color-adjust: exact; }';

/** /dashboard/day/z/:number: a Z report as stored at its close, printed on 80 mm or A4; the admin may reopen. */
export function ZReportPage() {
  const { t } = useTranslation();
  const number = Number(useParams().number);
  const z = useZReport(number);
  const slip = useRef<HTMLDivElement>(null);
  const title = t('days.z.title', { number });
  const printRoll = useRollPrint(slip, title);
  const printA4 = useReactToPrint({ contentRef: slip, documentTitle: title, pageStyle: A4_PAGE_STYLE });
  const { user } = useSession();
  const day = z.data?.day ?? '';
  const standing = useDayStatuses(day, day, day !== '');
  const mayReopen = allows(ENDPOINT_ACCESS.dayReopen, user?.role) && standing.data?.[0]?.closedBy === number;
  if (z.isPending) return <Spinner />;
  if (z.isError)
    return (
      <ErrorPanel title={t('days.z.loadFailed')} message={z.error.message} onRetry={() => void z.refetch()} />
    );
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
            {mayReopen && <ReopenDialog day={day} onReopened={() => void standing.refetch()} />}
          </div>
        }
      />
      <ZSlip ref={slip} report={z.data} />
    </>
  );
}
