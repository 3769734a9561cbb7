import { NOTES, type ZReport } from '@dastarkhan/contract/days';
import { forwardRef } from 'react';
import { RollRow } from '../../../components/roll/roll-row';
import { formatDate, formatDateTime, formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { FigureRows } from './figure-rows';

/** The Z report as printed: 72 mm of content, on an 80 mm roll or centred on an A4 sheet. */
export const ZSlip = forwardRef<HTMLDivElement, { report: ZReport }>(function ZSlip({ report }, ref) {
  const { t } = useTranslation();
  const checks = [
    ['Cash', report.cash],
    ['bKash', report.bkash],
    ['Nagad', report.nagad],
  ] as const;
  return (
    <div
      ref={ref}
      data-testid="z-report"
      className="receipt mx-auto w-[72mm] space-y-2 overflow-hidden bg-white p-[2mm] font-mono text-[11px] leading-snug text-black"
    >
      <h2 className="text-center text-[13px] font-bold">{t('days.z.heading', { number: report.number })}</h2>
      <RollRow label={t('days.z.day')} value={formatDate(report.day)} />
      <RollRow label={t('days.z.closedAt')} value={formatDateTime(report.closedAt)} />
      <RollRow label={t('days.z.closedBy')} value={report.closedBy} />
      {report.reopenings.map((reopened) => (
        <p key={reopened.number} data-testid="reopening">
          {t('days.z.reopened', reopened)}
        </p>
      ))}
      <div className="border-t border-dashed border-black" />
      <FigureRows figures={report.figures} />
      <div className="border-t border-dashed border-black" />
      {NOTES.filter((note) => report.notes[`${note}`] > 0).map((note) => (
        <RollRow key={note} label={t('days.close.note', { note })} value={`× ${report.notes[`${note}`]}`} />
      ))}
      {checks.map(([tender, check]) => (
        <div key={tender}>
          <RollRow label={t(`days.tenders.${tender}`)} value="" strong />
          <RollRow label={t('days.close.expected')} value={formatTaka(check.expected)} />
          <RollRow label={t('days.close.counted')} value={formatTaka(check.counted)} />
          <RollRow
            label={t('days.close.difference')}
            value={formatTaka(check.difference)}
            testId={`difference-${tender}`}
          />
        </div>
      ))}
      <RollRow label={t('days.z.leftInDrawer')} value={formatTaka(report.leftInDrawer)} />
      {report.reason && <RollRow label={t('days.z.reason')} value={report.reason} />}
    </div>
  );
});
